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
};

/** Product words that say who the product is for: a kurti is a woman's kurta. */
export const SHOPPER_IMPLIED_BY: Readonly<Record<string, Shopper>> = {
  kurti: 'women',
  kurtis: 'women',
  kurthi: 'women',
  kurthis: 'women',
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
export const COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
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

/** A variant colour that is no colour: goods sold without a choice of colour. */
export const NO_COLOUR = 'Default';
