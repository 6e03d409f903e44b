import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { and, scopeConditions, type ResolvedFilters } from './product-filter-repository';

/**
 * The matches of a search's words, ranked once (decision 028). A shopper who searched "ladies
 * chappal" goes on to narrow it - a price ("under 800"), a category, a brand, a size, the next
 * page, newest first - and every one of those is a new scope whose best-match page would read,
 * rank and count every match again (6.6k for "ladies chappal" at 100k products, ~30-40 ms of
 * database time). What the words find does not change with those refinements: the matches are
 * read once, in best-match order, with the few columns the refinements test, and each
 * refinement is a filter over that list in memory (well under a millisecond for 10k matches).
 * Kept 30 s like the search pages and dropped with them on every catalogue or stock change.
 */
export interface SearchMatch {
  id: string;
  categoryId: string;
  subCategoryId: string | null;
  brand: string;
  material: string | null;
  fabric: string | null;
  minPrice: number;
  sizes: string[];
  colors: string[];
  /** Position in the newest-first order (created_at DESC, id DESC), from 1. */
  newest: number;
}

/**
 * Lists longer than this are not kept. A match costs about 250 bytes, so the cache holds at most
 * MAX_KEPT * MAX_MATCHES of them (60 MB at worst; a few MB for the usual words).
 */
const MAX_MATCHES = 10_000;
const MATCHES_TTL_MS = 30_000;
const MAX_KEPT = 24;

/** A list, or 'too many' for words with more than MAX_MATCHES (every search of them is SQL). */
type Kept = SearchMatch[] | 'too many';
const lists = new WeakMap<object, TtlCache<Kept>>();
/**
 * Words searched once lately: the next search of the same words reads their list. A separate,
 * larger cache of tiny entries, so a long tail of words typed once does not push out the lists.
 * 'too many' marks words a search already counted more than MAX_MATCHES matches of: their list
 * is never read.
 */
type Seen = true | 'too many';
const seen = new WeakMap<object, TtlCache<Seen>>();

function listsFor(db: Executor): TtlCache<Kept> {
  let cache = lists.get(db);
  if (!cache) lists.set(db, (cache = new TtlCache<Kept>(MATCHES_TTL_MS, MAX_KEPT)));
  return cache;
}

function seenFor(db: Executor): TtlCache<Seen> {
  let cache = seen.get(db);
  if (!cache) seen.set(db, (cache = new TtlCache<Seen>(MATCHES_TTL_MS, 2_000)));
  return cache;
}

/**
 * Marks words whose list cannot be kept, from the total of a search of them (decision 042):
 * the next search of the same words goes to SQL without reading 10,001 matches only to drop
 * them (150-500 ms for "cotton" at 100k products; on PGlite every search waited behind it). A
 * refined search counts some of the words' matches, so its total over the limit says it too;
 * a mark from just before a catalogue change can only send a search to SQL, never answer wrong.
 */
export function noteWordsTotal(db: Executor, filters: ResolvedFilters, total: number): void {
  if (total <= MAX_MATCHES) return;
  const scope = wordScope(filters);
  if (scope) seenFor(db).set(JSON.stringify(scope), 'too many');
}

/** Forgets every kept list, after a change to the catalogue or stock. */
export function forgetSearchMatches(db: Executor): void {
  lists.get(db)?.clear();
  seen.get(db)?.clear();
}

/**
 * The part of the filters the words decide (the text query, its colours and shopper, the hidden
 * categories): the key of a list. Null when the filters cannot be answered from a list: no text
 * query, or '4 stars and above', whose ratings a published review changes without a catalogue
 * change.
 */
function wordScope(filters: ResolvedFilters): ResolvedFilters | null {
  if (!filters.search.tsquery || filters.minRating !== undefined) return null;
  const {
    search,
    searchColours,
    otherShopperIds,
    shopperWord,
    hiddenCategoryIds,
    // The refinements matchesRefinements tests, and the rating (SQL only, above).
    categoryId: _category,
    subCategoryId: _subCategory,
    brands: _brands,
    sizes: _sizes,
    colors: _colors,
    materials: _materials,
    fabrics: _fabrics,
    minPrice: _minPrice,
    maxPrice: _maxPrice,
    minRating: _minRating,
    ...unknown
  } = filters;
  // A filter added to ResolvedFilters fails to compile here until it is placed: in the words'
  // scope or among the refinements tested in memory; never silently dropped from a list's answer.
  const placed: Record<string, never> = unknown;
  void placed;
  return {
    brands: [],
    sizes: [],
    colors: [],
    materials: [],
    fabrics: [],
    search,
    searchColours,
    otherShopperIds,
    shopperWord,
    hiddenCategoryIds,
  };
}

type MatchRow = Omit<SearchMatch, 'newest'> & { newest: number | string };

/**
 * Reads the matches of the words in best-match order (`relevance`, the ORDER BY of best
 * match), or null when there are more than MAX_MATCHES. They come as one JSON array: PGlite
 * hands over thousands of rows of ten columns two to three times slower than one text it has
 * built (5.9k matches: 250 -> 100 ms, every search waiting meanwhile); on PostgreSQL the two
 * cost about the same (decision 042). Values that repeat across matches (categories, brands,
 * sizes, colours) are shared, so a kept list costs little memory.
 */
async function readMatches(
  db: Executor,
  scope: ResolvedFilters,
  relevance: SQL,
): Promise<SearchMatch[] | null> {
  const [list] = await selectRows<{ matches: string | null }>(
    db,
    sql`SELECT json_agg(m ORDER BY m.rank)::text AS matches FROM (
        SELECT p.id, p.category_id AS "categoryId", p.sub_category_id AS "subCategoryId",
          p.brand, p.material, p.fabric, p.min_price AS "minPrice", p.sizes, p.colors,
          row_number() OVER (ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST)::int
            AS newest,
          row_number() OVER (ORDER BY ${relevance}) AS rank
        FROM products p WHERE ${and(scopeConditions(scope))}
        ORDER BY ${relevance}
        LIMIT ${MAX_MATCHES + 1}
      ) m`,
  );
  const rows = JSON.parse(list?.matches ?? '[]') as MatchRow[];
  if (rows.length > MAX_MATCHES) return null;
  const shared = new Map<string, string>();
  const share = (value: string) => {
    const known = shared.get(value);
    if (known !== undefined) return known;
    shared.set(value, value);
    return value;
  };
  const shareOrNull = (value: string | null) => (value === null ? null : share(value));
  return rows.map((row) => ({
    id: row.id,
    categoryId: share(row.categoryId),
    subCategoryId: shareOrNull(row.subCategoryId),
    brand: share(row.brand),
    material: shareOrNull(row.material),
    fabric: shareOrNull(row.fabric),
    minPrice: Number(row.minPrice),
    sizes: row.sizes.map(share),
    colors: row.colors.map(share),
    newest: Number(row.newest),
  }));
}

const overlaps = (values: string[], wanted: string[]) => values.some((v) => wanted.includes(v));

/**
 * The refinements of product-filter-repository.ts (category, subcategory, brand, material,
 * fabric, sizes, colours, price) as a test of one match, exactly as the SQL reads them: IN and
 * && never match a NULL, prices are inclusive.
 */
export function matchesRefinements(match: SearchMatch, filters: ResolvedFilters): boolean {
  if (filters.categoryId !== undefined && match.categoryId !== filters.categoryId) return false;
  if (filters.subCategoryId !== undefined && match.subCategoryId !== filters.subCategoryId)
    return false;
  if (filters.brands.length && !filters.brands.includes(match.brand)) return false;
  if (
    filters.materials.length &&
    (match.material === null || !filters.materials.includes(match.material))
  )
    return false;
  if (filters.fabrics.length && (match.fabric === null || !filters.fabrics.includes(match.fabric)))
    return false;
  if (filters.sizes.length && !overlaps(match.sizes, filters.sizes)) return false;
  if (filters.colors.length && !overlaps(match.colors, filters.colors)) return false;
  if (filters.minPrice !== undefined && match.minPrice < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && match.minPrice > filters.maxPrice) return false;
  return true;
}

/**
 * The list of the words, read once however many searches of them arrive together (a shopper's
 * refinements, many shoppers typing "saree"), and kept; null for words with too many matches.
 */
async function readOnce(
  db: Executor,
  key: string,
  scope: ResolvedFilters,
  relevance: SQL,
): Promise<SearchMatch[] | null> {
  const kept = await listsFor(db).load(
    key,
    async () => (await readMatches(db, scope, relevance)) ?? 'too many',
  );
  return kept === 'too many' ? null : kept;
}

export type ListedOrder = 'relevance' | 'newest' | 'oldest';

/**
 * One page of a search from the kept matches of its words, or null when the caller should ask
 * SQL for the page: the search cannot be answered from a list (see wordScope; more matches than
 * are kept), or its words are searched for the first time in TTL. Reading a list costs more than
 * one ranked page (every match crosses to the process), so a list is read only when the same
 * words come again - the refinement a list is for - and a search typed once costs what it did.
 * `relevance` is best match's ORDER BY, used when the list is read.
 */
export async function findPageFromMatches(
  db: Executor,
  filters: ResolvedFilters,
  order: ListedOrder,
  relevance: SQL,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number } | null> {
  const scope = wordScope(filters);
  if (!scope) return null;
  const cache = listsFor(db);
  const key = JSON.stringify(scope);
  const kept = cache.get(key);
  if (kept === 'too many') return null;
  if (kept === undefined) {
    const words = seenFor(db);
    const mark = words.get(key);
    if (mark === undefined) {
      words.set(key, true);
      return null;
    }
    if (mark === 'too many') return null;
  }
  const matches = kept ?? (await readOnce(db, key, scope, relevance));
  if (!matches) return null;
  const found = matches.filter((match) => matchesRefinements(match, filters));
  if (order !== 'relevance') {
    found.sort((a, b) => (order === 'newest' ? a.newest - b.newest : b.newest - a.newest));
  }
  return {
    ids: found.slice(page.offset, page.offset + page.limit).map((match) => match.id),
    total: found.length,
  };
}
