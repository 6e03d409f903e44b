/** Wording helpers: filling the name and description patterns of templates. */

/** Place and craft names keep their capitals in the middle of a sentence. */
const PROPER_NOUNS = new Set([
  'Banarasi',
  'Kanjeevaram',
  'Mysore',
  'Paithani',
  'Chanderi',
  'Khadi',
  'Lycra',
  'Oxford',
]);

/** 'Bio-Wash Cotton' -> 'bio-wash cotton', 'Chanderi Silk' -> 'Chanderi silk', 'EVA' stays. */
function inSentence(value: string): string {
  return value
    .split(' ')
    .map((word) =>
      PROPER_NOUNS.has(word) || !/^[A-Z][a-z]/.test(word) ? word : word.toLowerCase(),
    )
    .join(' ');
}

export interface Placeholders {
  fit?: string | null;
  fabric?: string | null;
  material?: string | null;
  brand?: string;
}

function fill(pattern: string, values: Placeholders, transform: (v: string) => string): string {
  return pattern.replace(/\{(fit|fabric|material|brand)\}/g, (_, key: keyof Placeholders) => {
    const value = values[key];
    if (!value) throw new Error(`Pattern "${pattern}" needs a ${key}`);
    return key === 'brand' ? value : transform(value);
  });
}

/** A product name: words keep their title case. */
export function fillName(pattern: string, values: Placeholders): string {
  return fill(pattern, values, (v) => v);
}

/** A sentence: specification words are lower-cased and the first letter capitalised. */
export function fillSentence(pattern: string, values: Placeholders): string {
  // 'a oversized fit' -> 'an oversized fit' once the placeholder is known.
  const text = fill(pattern, values, inSentence).replace(/\b([Aa]) (?=[aeioAEIO])/g, '$1n ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
