/**
 * The words of a search that are not product words (decision 017): who it is for, and colour.
 */

/** Who a search is for. */
export type Shopper = 'men' | 'women' | 'kids' | 'boys' | 'girls';

export const SHOPPER_WORDS: Readonly<Record<string, Shopper>> = {
  men: 'men',
  mens: 'men',
  man: 'men',
  gents: 'men',
  gent: 'men',
  male: 'men',
  gentlemen: 'men',
  women: 'women',
  womens: 'women',
  woman: 'women',
  ladies: 'women',
  lady: 'women',
  female: 'women',
  kids: 'kids',
  kid: 'kids',
  children: 'kids',
  child: 'kids',
  boys: 'boys',
  boy: 'boys',
  girls: 'girls',
  girl: 'girls',
  // Issue 19: the same in Hindi, as shoppers type it.
  पुरुष: 'men',
  पुरुषों: 'men',
  मर्द: 'men',
  मर्दों: 'men',
  जेंट्स: 'men',
  महिला: 'women',
  महिलाओं: 'women',
  महिलाएं: 'women',
  महिलाएँ: 'women',
  औरतों: 'women',
  लेडीज: 'women',
  लेडीज़: 'women',
  बच्चे: 'kids',
  बच्चों: 'kids',
  लड़के: 'boys',
  लड़कों: 'boys',
  लड़का: 'boys',
  लड़की: 'girls',
  लड़कियों: 'girls',
  लड़कियां: 'girls',
};

/** Product words that say who the product is for: a kurti is a woman's kurta. */
export const SHOPPER_IMPLIED_BY: Readonly<Record<string, Shopper>> = {
  kurti: 'women',
  kurtis: 'women',
  kurthi: 'women',
  kurthis: 'women',
  कुर्ती: 'women',
  कुर्तियां: 'women',
  कुर्तियाँ: 'women',
};

/**
 * The category-tree slugs of the other shoppers: a search for women leaves out the men's and
 * kids' trees and keeps everything not made for anyone in particular (footwear, watches).
 */
export const OTHER_SHOPPERS_SLUGS: Readonly<Record<Shopper, readonly string[]>> = {
  men: ['women', 'kids'],
  women: ['men', 'kids'],
  kids: ['men', 'women'],
  boys: ['men', 'women', 'girls-clothing'],
  girls: ['men', 'women', 'boys-clothing'],
};

/** The word of a product name that says who it is for ("Men's ...", "Girls ..."): ranked first. */
export const SHOPPER_NAME_WORD: Readonly<Record<Shopper, string>> = {
  men: 'men',
  women: 'women',
  kids: 'kid',
  boys: 'boy',
  girls: 'girl',
};

/**
 * Colour families as Indian shoppers mean them: a typed word finds every colour whose name
 * holds one of these words ("red" finds Maroon and Wine; "blue" finds Navy Blue and Dark Indigo).
 * A colour word not listed here finds the colours whose name ends with it ("maroon", "olive").
 */
const ENGLISH_COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  red: ['red', 'maroon', 'wine', 'crimson', 'burgundy', 'cherry'],
  blue: ['blue', 'navy', 'indigo'],
  green: ['green', 'olive', 'emerald', 'mint', 'sage'],
  pink: ['pink', 'magenta', 'fuchsia'],
  yellow: ['yellow', 'mustard', 'lemon'],
  white: ['white', 'cream', 'ivory'],
  black: ['black'],
  grey: ['grey', 'gray', 'charcoal', 'melange'],
  gray: ['grey', 'gray', 'charcoal', 'melange'],
  brown: ['brown', 'tan', 'coffee', 'chocolate'],
  purple: ['purple', 'lavender', 'violet', 'magenta'],
  orange: ['orange', 'rust', 'coral'],
  golden: ['gold'],
  navy: ['navy'],
  mint: ['mint'],
  cream: ['cream', 'off white'],
};

/** Issue 19: Hindi colour words, as the family of the English word they mean. */
const HINDI_COLOURS: Readonly<Record<string, string>> = {
  लाल: 'red',
  नीला: 'blue',
  नीली: 'blue',
  नीले: 'blue',
  हरा: 'green',
  हरी: 'green',
  हरे: 'green',
  गुलाबी: 'pink',
  पीला: 'yellow',
  पीली: 'yellow',
  पीले: 'yellow',
  सफेद: 'white',
  सफ़ेद: 'white',
  काला: 'black',
  काली: 'black',
  काले: 'black',
  ग्रे: 'grey',
  स्लेटी: 'grey',
  भूरा: 'brown',
  भूरी: 'brown',
  भूरे: 'brown',
  बैंगनी: 'purple',
  जामुनी: 'purple',
  नारंगी: 'orange',
  संतरी: 'orange',
  सुनहरा: 'golden',
  सुनहरी: 'golden',
};
export const COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  ...ENGLISH_COLOUR_FAMILIES,
  ...Object.fromEntries(
    Object.entries(HINDI_COLOURS).map(([word, english]) => [
      word,
      ENGLISH_COLOUR_FAMILIES[english]!,
    ]),
  ),
};

/** A variant colour that is no colour: goods sold without a choice of colour. */
export const NO_COLOUR = 'Default';
