/**
 * Turns what a shopper typed into a full-text query. Every word matches as a prefix
 * ("cotton shi" -> cotton:* & shi:*, so unfinished words match); a word the catalogue does not
 * know is widened with its nearest catalogue word ("kurtha" -> (kurtha:* | kurta:*)), found by
 * findWordCorrections. Only letters and digits ever reach the database as query syntax.
 */
export interface SearchTerms {
  /** The shopper asked for a search (even one with nothing searchable in it). */
  requested: boolean;
  /** to_tsquery text, or null when nothing searchable remains. */
  tsquery: string | null;
}

const MAX_WORDS = 8;

/** The searchable words of a text: lower case, accents removed, letters and digits only. */
export function searchWords(text: string | undefined): string[] {
  const words = (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  // "men's" splits into "men" and "s"; a one-letter prefix would match half the catalogue.
  const meaningful = words.filter((word) => word.length > 1);
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_WORDS);
}

/** What the catalogue's word list says about each typed word (findWordCorrections). */
export interface WordLookup {
  /** Words that are catalogue words as typed: matched exactly, which the index does fastest. */
  known: ReadonlySet<string>;
  /** Nearest catalogue word for a word no catalogue word starts with. */
  corrections: ReadonlyMap<string, string>;
}

const NO_LOOKUP: WordLookup = { known: new Set(), corrections: new Map() };

export function buildSearchTerms(
  text: string | undefined,
  lookup: WordLookup = NO_LOOKUP,
): SearchTerms {
  const requested = Boolean(text?.trim());
  const words = searchWords(text);
  if (words.length === 0) return { requested, tsquery: null };
  const last = words.length - 1;
  const parts = words.map((word, index) => {
    const fix = lookup.corrections.get(word);
    if (fix && fix !== word) return `(${word}:* | ${fix})`;
    // The last word may still be being typed ("cotton shi"), so it stays a prefix.
    return index < last && lookup.known.has(word) ? word : `${word}:*`;
  });
  return { requested, tsquery: parts.join(' & ') };
}
