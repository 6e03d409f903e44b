/**
 * Price words in what a shopper types, in English and Hinglish: "under 500", "below ₹1,000",
 * "upto 2k", "500 se kam", "1000 tak", "above 2000", "between 500 and 1000", and in Hindi
 * "500 से कम", "1000 तक", "2000 से ज़्यादा" (issue 19). Both apps read
 * them the same way: the API turns them into a price filter, the web app shows them as a chip
 * that removes them from the search (decision 017).
 */
export interface PriceWords {
  /** The search without the price words, spaces tidied. */
  rest: string;
  minPrice?: number;
  maxPrice?: number;
  /** The price words as typed, e.g. "under 500". */
  phrase?: string;
}

const AMOUNT = String.raw`(?:₹|rs\.?|inr|रु\.?|रुपये)?\s*(\d[\d,]*(?:\.\d+)?\s*k?)\s*(?:₹|rs\.?|rupees?|inr|\/-|रुपये|रुपए|रु\.?)?`;

/** The end of a word, Devanagari included (`\b` knows only a-z, digits and _). */
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`;

/** First match wins; each names which bound(s) its amounts set. */
const PATTERNS: { pattern: RegExp; bounds: ('min' | 'max')[] }[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:between|from)\s+${AMOUNT}\s*(?:and|to|-)\s*${AMOUNT}`,
      'iu',
    ),
    bounds: ['min', 'max'],
  },
  {
    pattern: new RegExp(
      String.raw`(?:\b(?:under|below|less than|within|upto|up to|max|maximum|not more than)|<)\s*${AMOUNT}`,
      'iu',
    ),
    bounds: ['max'],
  },
  {
    pattern: new RegExp(
      String.raw`${AMOUNT}\s+(?:se kam|se neeche|se niche|ke andar|ke neeche|tak|or less|and below|or below|max|से कम|से नीचे|के अंदर|के अन्दर|तक)${WORD_END}`,
      'iu',
    ),
    bounds: ['max'],
  },
  {
    pattern: new RegExp(
      String.raw`(?:\b(?:above|over|more than|min|minimum|starting)|>)\s*${AMOUNT}`,
      'iu',
    ),
    bounds: ['min'],
  },
  {
    pattern: new RegExp(
      String.raw`${AMOUNT}\s+(?:se zyada|se jyada|se upar|and above|or more|plus|से ज़्यादा|से ज्यादा|से अधिक|से ऊपर)${WORD_END}`,
      'iu',
    ),
    bounds: ['min'],
  },
];

function rupees(text: string): number {
  const compact = text.replace(/[,\s]/g, '').toLowerCase();
  const thousands = compact.endsWith('k');
  const value = Number(thousands ? compact.slice(0, -1) : compact);
  return Math.round(thousands ? value * 1000 : value);
}

export function readPriceWords(typed: string): PriceWords {
  // Hindi typed with precomposed nukta letters (ज़) matches the patterns' composed form.
  const text = typed.normalize('NFC');
  for (const { pattern, bounds } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const amounts = match.slice(1).filter((value): value is string => value !== undefined);
    const result: PriceWords = {
      rest: (text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length))
        .replace(/\s+/g, ' ')
        .trim(),
      phrase: match[0].trim(),
    };
    bounds.forEach((bound, i) => {
      const value = rupees(amounts[i] ?? '');
      if (!Number.isFinite(value) || value > 10_000_000) return;
      if (bound === 'min') result.minPrice = value;
      else result.maxPrice = value;
    });
    if (result.minPrice === undefined && result.maxPrice === undefined) break;
    return result;
  }
  return { rest: text.trim() };
}
