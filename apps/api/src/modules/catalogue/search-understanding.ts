import { readPriceWords } from '@shop/contracts';
import { searchWords } from './product-search';
import {
  COLOUR_FAMILIES,
  NO_COLOUR,
  SHOPPER_IMPLIED_BY,
  SHOPPER_WORDS,
  type Shopper,
} from './search-vocabulary';

/**
 * What a shopper's search says beyond its product words (decision 017): a price ("under 500"),
 * who it is for ("ladies", "boys"), and colours ("red" = Red, Maroon, Wine). The rest are the
 * words the full-text search looks for.
 */
export interface UnderstoodSearch {
  /** Product words left for the full-text search. */
  words: string[];
  /** Catalogue colour names the search asks for, and the colour words as typed. */
  colours: string[];
  colourWords: string[];
  shopper: Shopper | null;
  minPrice?: number;
  maxPrice?: number;
}

const nameWords = (name: string) => name.toLowerCase().split(/\s+/).filter(Boolean);

/** Catalogue colours a run of typed words means, or none. */
function coloursFor(run: string[], catalogueColours: string[]): string[] {
  const family = run.length === 1 ? COLOUR_FAMILIES[run[0]!] : undefined;
  if (family) {
    return catalogueColours.filter((name) => {
      const lower = name.toLowerCase();
      return family.some((word) =>
        word.includes(' ') ? lower === word : nameWords(name).includes(word),
      );
    });
  }
  // "navy blue", "maroon", "rose gold": the colours whose name ends with the typed words.
  return catalogueColours.filter((name) => {
    const words = nameWords(name);
    const tail = words.slice(-run.length);
    return tail.length === run.length && tail.every((word, i) => word === run[i]);
  });
}

export function understandSearch(
  text: string | undefined,
  catalogueColours: string[],
): UnderstoodSearch {
  const price = readPriceWords(text ?? '');
  const typed = searchWords(price.rest);
  const colourNames = catalogueColours.filter((name) => name !== NO_COLOUR);
  const words: string[] = [];
  const colours = new Set<string>();
  const colourWords: string[] = [];
  let shopper: Shopper | null = null;
  for (let i = 0; i < typed.length;) {
    const word = typed[i]!;
    const forShopper = SHOPPER_WORDS[word];
    if (forShopper) {
      shopper ??= forShopper;
      i += 1;
      continue;
    }
    // The longest run of words (up to 3) naming colours: "navy blue" before "navy".
    let taken = 0;
    for (let length = Math.min(3, typed.length - i); length > 0 && !taken; length -= 1) {
      const run = typed.slice(i, i + length);
      const found = coloursFor(run, colourNames);
      if (found.length === 0) continue;
      found.forEach((name) => colours.add(name));
      colourWords.push(run.join(' '));
      taken = length;
    }
    if (taken) {
      i += taken;
      continue;
    }
    shopper ??= SHOPPER_IMPLIED_BY[word] ?? null;
    words.push(word);
    i += 1;
  }
  return {
    words,
    colours: [...colours],
    colourWords,
    shopper,
    ...(price.minPrice !== undefined ? { minPrice: price.minPrice } : {}),
    ...(price.maxPrice !== undefined ? { maxPrice: price.maxPrice } : {}),
  };
}
