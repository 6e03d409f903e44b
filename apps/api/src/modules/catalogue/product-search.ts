/**
 * Turns what a shopper typed into a full-text query. Every word matches as a prefix
 * ("cotton shi" -> cotton:* & shi:*, so unfinished words match); a word the catalogue does not
 * know is widened with its nearest catalogue word ("kurtha" -> (kurtha:* | kurta)), found by
 * findWordCorrections; a word or phrase with synonyms is widened with all of them ("sari" ->
 * (sari:* | saree), "phone cover" -> (phone <-> cover | phone <-> case | ...)). Only letters and
 * digits ever reach the database as query syntax.
 */
export interface SearchTerms {
  /** The shopper asked for a search (even one with nothing searchable in it). */
  requested: boolean;
  /** to_tsquery text, or null when nothing searchable remains. */
  tsquery: string | null;
}

const MAX_WORDS = 8;

/** Hindi words that join a search, not name a product: "महिलाओं के लिए कुर्ती". */
const HINDI_STOP_WORDS = new Set(['के', 'की', 'का', 'लिए', 'लिये', 'और', 'में', 'वाला', 'वाली', 'वाले']);

/**
 * The searchable words of a text: lower case, accents removed, letters and digits only.
 * Hyphenated words are joined ("T-Shirt" -> "tshirt"), as the product vectors index them
 * (migration 0017), so a t-shirt is never a shirt; "men's" is "mens". Devanagari words keep
 * their vowel signs and nukta (issue 19: "साड़ी" is one word; its signs are marks, not letters),
 * and are composed again (NFC) as the database holds them; Hindi's little words ("के", "लिए")
 * are no product words.
 */
export function searchWords(text: string | undefined): string[] {
  const words = (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/['\u2019]s\b/g, 's')
    .replace(/([\p{L}\p{M}\p{N}])-(?=[\p{L}\p{N}])/gu, '$1')
    // A lone letter belongs to the next word: "t shirt" is "tshirt", "a line" is "aline".
    .replace(/(^|[^\p{L}\p{M}\p{N}])(\p{L})\s+(?=\p{L}{2})/gu, '$1$2')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0 && !HINDI_STOP_WORDS.has(word));
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

/**
 * Synonym groups by each of their terms ("sari" -> ["saree", "sari"]); a term's words are
 * separated by single spaces. Built by synonymIndex.
 */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

const NO_LOOKUP: WordLookup = { known: new Set(), corrections: new Map() };
const NO_SYNONYMS: SynonymIndex = new Map();

/** Terms as search words, so an owner's "T-Shirt" is the shopper's "tshirt". */
export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    const terms = [...new Set(group.map((term) => searchWords(term).join(' ')).filter(Boolean))];
    if (terms.length < 2) continue;
    for (const term of terms) index.set(term, [...new Set([...(index.get(term) ?? []), ...terms])]);
  }
  return index;
}

/** The group of a typed phrase, allowing a plural ("slippers" finds the group of "slipper"). */
function synonymsOf(phrase: string, synonyms: SynonymIndex): readonly string[] | undefined {
  return (
    synonyms.get(phrase) ??
    (phrase.endsWith('es') ? synonyms.get(phrase.slice(0, -2)) : undefined) ??
    (phrase.endsWith('s') ? synonyms.get(phrase.slice(0, -1)) : undefined)
  );
}

/**
 * PostgreSQL's English stop words (tsearch_data/english.stop): to_tsquery('english') drops them
 * ("with & silk:*" is 'silk':*), so a search leaves them out itself. The query, its matches and
 * its ranking are the same; what changes is that "with silk" and "silk" are one
 * query to the caches that keep a query's answer (decisions 019, 028), and a stop word is never
 * "corrected" into a product word ("with" into "width").
 */
const ENGLISH_STOP_WORDS = new Set(
  `
  i me my myself we our ours ourselves you your yours yourself yourselves he him his himself
  she her hers herself it its itself they them their theirs themselves what which who whom
  this that these those am is are was were be been being have has had having do does did
  doing a an the and but if or because as until while of at by for with about against
  between into through during before after above below to from up down in out on off over
  under again further then once here there when where why how all any both each few more
  most other some such no nor not only own same so than too very s t can will just don
  should now
`
    .trim()
    .split(/\s+/),
);

const asQuery = (term: string) => term.split(' ').join(' <-> ');

export function buildSearchTerms(
  words: string[],
  requested: boolean,
  lookup: WordLookup = NO_LOOKUP,
  synonyms: SynonymIndex = NO_SYNONYMS,
): SearchTerms {
  if (words.length === 0) return { requested, tsquery: null };
  const last = words.length - 1;
  const parts: string[] = [];
  const stopWords: string[] = [];
  for (let i = 0; i < words.length;) {
    // The longest phrase with synonyms first: "bed sheet" before "bed".
    let taken = 0;
    for (let length = Math.min(3, words.length - i); length > 0 && !taken; length -= 1) {
      const phrase = words.slice(i, i + length).join(' ');
      const group = synonymsOf(phrase, synonyms);
      if (!group) continue;
      const alternatives = group.filter((term) => term !== phrase).map(asQuery);
      // A last single word may still be being typed ("sari" on its way to "sarita").
      if (length === 1 && i === last) alternatives.unshift(`${phrase}:*`);
      else alternatives.unshift(asQuery(phrase));
      parts.push(`(${[...new Set(alternatives)].join(' | ')})`);
      taken = length;
    }
    if (taken) {
      i += taken;
      continue;
    }
    const word = words[i]!;
    const fix = lookup.corrections.get(word);
    if (ENGLISH_STOP_WORDS.has(word)) {
      // Dropped as the database would drop it (never "corrected" into a product word); kept
      // below if nothing else is left.
      stopWords.push(`${word}:*`);
    } else if (fix && fix !== word) {
      const fixGroup = synonymsOf(fix, synonyms);
      parts.push(`(${[`${word}:*`, ...(fixGroup ?? [fix]).map(asQuery)].join(' | ')})`);
    } else {
      // The last word may still be being typed ("cotton shi"), so it stays a prefix.
      parts.push(i < last && lookup.known.has(word) ? word : `${word}:*`);
    }
    i += 1;
  }
  // Only stop words ("the", "with"): the query the database gets is empty and finds nothing,
  // as it always did.
  return { requested, tsquery: (parts.length ? parts : stopWords).join(' & ') };
}

/**
 * The same query with every word asked at weight A, the name and subcategory (decision 028):
 * `vector @@ inNameOnly(q)` is `ts_filter(vector, '{a}') @@ q` without building the filtered
 * vector. Words are letters and digits (buildSearchTerms), each optionally a prefix (`:*`).
 */
export function inNameOnly(tsquery: string): string {
  return tsquery.replace(/([\p{L}\p{M}\p{N}]+)(:\*)?/gu, (_, word: string, prefix?: string) =>
    prefix ? `${word}:*A` : `${word}:A`,
  );
}
