import { KNOWN_COLOURS } from '@shop/contracts';

/** Colour names as Indian shoppers know them, with the swatch shown on the product page. */
export interface Colour {
  name: string;
  hex: string;
}

const c = (name: string, hex: string): Colour => ({ name, hex });

// In contracts: the back office gives a new variant named one of them its swatch.
export const COLOURS = KNOWN_COLOURS;

/** Goods sold without a choice of colour: the swatch block is hidden for them (spec §2). */
export const DEFAULT_COLOUR: Colour = c('Default', '#9ca3af');

const pick = (...keys: (keyof typeof COLOURS)[]) => keys.map((key) => COLOURS[key]);

/** Palettes by the kind of goods. */
export const PALETTES = {
  basics: pick(
    'navy',
    'black',
    'white',
    'greyMelange',
    'olive',
    'maroon',
    'mustard',
    'bottleGreen',
    'skyBlue',
  ),
  shirts: pick(
    'white',
    'skyBlue',
    'lightBlue',
    'navy',
    'black',
    'olive',
    'beige',
    'wine',
    'babyPink',
  ),
  denim: pick('darkIndigo', 'midBlue', 'lightBlue', 'black', 'charcoal'),
  chinos: pick('khaki', 'beige', 'navy', 'olive', 'black', 'charcoal', 'brown'),
  ethnicMen: pick(
    'offWhite',
    'cream',
    'maroon',
    'mustard',
    'navy',
    'bottleGreen',
    'black',
    'skyBlue',
  ),
  ethnicWomen: pick(
    'maroon',
    'mustard',
    'raniPink',
    'teal',
    'offWhite',
    'peach',
    'bottleGreen',
    'royalBlue',
    'lavender',
    'rust',
  ),
  sarees: pick(
    'raniPink',
    'maroon',
    'emerald',
    'royalBlue',
    'mustard',
    'magenta',
    'wine',
    'teal',
    'purple',
    'offWhite',
  ),
  western: pick(
    'black',
    'white',
    'coral',
    'lavender',
    'mint',
    'babyPink',
    'navy',
    'yellow',
    'wine',
    'skyBlue',
  ),
  leggings: pick(
    'black',
    'navy',
    'maroon',
    'offWhite',
    'mustard',
    'bottleGreen',
    'charcoal',
    'raniPink',
  ),
  kids: pick(
    'yellow',
    'skyBlue',
    'coral',
    'mint',
    'babyPink',
    'royalBlue',
    'red',
    'orange',
    'lavender',
    'white',
  ),
  sneakers: pick('white', 'black', 'navy', 'greyMelange', 'red', 'olive', 'royalBlue'),
  leather: pick('black', 'brown', 'tan', 'maroon', 'beige', 'navy'),
  ethnicFootwear: pick('gold', 'maroon', 'tan', 'black', 'offWhite', 'raniPink'),
  sandals: pick('black', 'brown', 'navy', 'olive', 'charcoal', 'tan'),
  bags: pick('black', 'navy', 'olive', 'maroon', 'charcoal', 'tan', 'teal', 'mustard'),
  straps: pick('black', 'brown', 'tan', 'navy', 'silver', 'roseGold', 'gold'),
  frames: pick('black', 'gold', 'silver', 'brown', 'navy', 'wine'),
  linen: pick(
    'offWhite',
    'skyBlue',
    'mustard',
    'teal',
    'raniPink',
    'lavender',
    'beige',
    'mint',
    'rust',
    'royalBlue',
  ),
  homeDecor: pick(
    'mustard',
    'teal',
    'maroon',
    'offWhite',
    'rust',
    'bottleGreen',
    'beige',
    'navy',
    'peach',
  ),
  mugs: pick('white', 'black', 'yellow', 'teal', 'red', 'mint', 'navy', 'coral'),
  gadgets: pick('black', 'white', 'navy', 'charcoal', 'mint', 'lavender', 'red'),
  cases: pick('black', 'navy', 'red', 'lavender', 'mint', 'olive', 'babyPink', 'teal'),
} as const;
