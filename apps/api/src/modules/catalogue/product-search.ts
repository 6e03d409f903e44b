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

export function buildSearchTerms(
  text: string | undefined,
  corrections: ReadonlyMap<string, string> = new Map(),
): SearchTerms {
  const requested = Boolean(text?.trim());
  const words = searchWords(text);
  if (words.length === 0) return { requested, tsquery: null };
  const parts = words.map((word) => {
    const fix = corrections.get(word);
    return fix && fix !== word ? `(${word}:* | ${fix}:*)` : `${word}:*`;
  });
  return { requested, tsquery: parts.join(' & ') };
}
