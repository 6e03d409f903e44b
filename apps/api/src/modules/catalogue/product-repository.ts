import {
  and as andWhere,
  eq,
  getTableColumns,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, products } from '../../db/schema';
import { selectRows } from '../../db/rows';
import { TtlCache } from '../../lib/ttl-cache';
import { preparedPer } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';
import type { Language } from '@shop/contracts';
import { allConditions, visibleProduct, type ResolvedFilters } from './product-filter-repository';
import { inNameOnly, type WordLookup } from './product-search';
import {
  findPageFromMatches,
  forgetSearchMatches,
  noteWordsTotal,
  type ListedOrder,
} from './search-match-repository';

export type CategoryRefRow = {
  id: string;
  name: string;
  slug: string;
  /** Issue 15: goods of this category are not taken back. */
  nonReturnable?: boolean | null;
  /** Issue 16: default disclosures for its products (only the product detail reads them). */
  disclosures?: Record<string, string> | null;
};
export interface ProductRecord {
  product: ProductRow;
  category: CategoryRefRow;
  subCategory: CategoryRefRow | null;
  variants: VariantRow[];
}

export type ProductSort = 'createdAt' | 'price' | 'name' | 'relevance' | 'rating';

/**
 * ORDER BY clauses that walk an index in either direction. drizzle creates DESC index keys as
 * DESC NULLS LAST, so the newest-first order must say NULLS LAST (and its reverse NULLS FIRST)
 * for the planner to use products_*_recent_idx; the columns are NOT NULL, so nothing changes
 * for shoppers.
 */
function orderBy(sort: ProductSort, order: 'asc' | 'desc', filters: ResolvedFilters): SQL {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const recent = sql.raw(order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
  switch (sort) {
    case 'price':
      return sql`p.min_price ${dir}, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
    case 'name':
      return sql`p.name ${dir}, p.id ${dir}`;
    // products_rating_idx / products_category_rating_idx, walked forwards (desc) or backwards.
    case 'rating':
      return sql`p.rating_average ${recent}, p.rating_count ${recent}, p.created_at ${recent},
        p.id ${recent}`;
    case 'relevance': {
      const rank = relevanceRank(filters);
      if (!rank) return sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
      return sql`${rank} DESC, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
    }
    default:
      return sql`p.created_at ${recent}, p.id ${recent}`;
  }
}

/**
 * Best match (decision 017): the full-text rank with the name weighed most (description 0.05,
 * tags 0.2, brand and category 0.4, name and subcategory 1), plus 1 when every word (or the
 * phrase) is in the name or subcategory, plus 0.5 when the name says it is for the shopper the
 * search named ("ladies watch": Women's watches first). "Every word in the name" asks the vector
 * for the words at weight A (decision 028): the same answer as filtering the vector down to its
 * A positions first, without building that filtered copy for every match.
 */
function relevanceRank(filters: ResolvedFilters): SQL | null {
  const { tsquery } = filters.search;
  const parts: SQL[] = [];
  if (tsquery) {
    const query = sql`to_tsquery('english', ${tsquery})`;
    parts.push(sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', p.search_vector, ${query})`);
    parts.push(sql`(p.search_vector @@ to_tsquery('english', ${inNameOnly(tsquery)}))::int`);
  }
  if (filters.shopperWord) {
    const shopper = sql`to_tsquery('english', ${`${filters.shopperWord}:A`})`;
    parts.push(sql`(p.search_vector @@ ${shopper})::int * 0.5`);
  }
  return parts.length ? sql.join(parts, sql` + `) : null;
}

/**
 * How many products match. Counting a large scope is the dearest part of a listing (an
 * index-only scan of every match), and a shopper paging through it asks the same question
 * again and again, so totals are kept for 30 s - as long as the response may be cached anyway.
 */
const totals = new WeakMap<object, TtlCache<number>>();
const TOTALS_TTL_MS = 30_000;

function totalsFor(db: Executor): TtlCache<number> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new TtlCache<number>(TOTALS_TTL_MS, 1000)));
  return cache;
}

/** Shoppers arriving together ("women" from ten pages at once) share one count (decision 038). */
export function countProducts(db: Executor, filters: ResolvedFilters): Promise<number> {
  return totalsFor(db).load(JSON.stringify(filters), async () => {
    const rows = await selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM products p WHERE ${allConditions(filters)}`,
    );
    return Number(rows[0]?.total ?? 0);
  });
}

/**
 * The pages of searches (decision 019), kept like the totals: a search is one text typed by
 * many shoppers ("saree", "kurta"), and ranking its matches reads every one of them (27 ms for
 * the 6.6k of "ladies chappal" at 100k products), where the answer may be cached 30 s by
 * browsers and proxies anyway. Ids only: the products themselves (price, stock) are read fresh.
 * Not for the 'Customer Rating' order, which a published review changes without a catalogue
 * change.
 */
const searchPages = new WeakMap<object, TtlCache<string[]>>();

function searchPagesFor(db: Executor): TtlCache<string[]> {
  let cache = searchPages.get(db);
  if (!cache) searchPages.set(db, (cache = new TtlCache<string[]>(TOTALS_TTL_MS, 1000)));
  return cache;
}

/** Forgets the cached totals and search pages, after a change to the catalogue. */
export function forgetProductCounts(db: Executor): void {
  totals.get(db)?.clear();
  searchPages.get(db)?.clear();
  forgetSearchMatches(db);
}

/** The orders a page can take from the kept matches of its words (search-match-repository). */
function listedOrder(sort: { by: ProductSort; order: 'asc' | 'desc' }): ListedOrder | null {
  if (sort.by === 'relevance') return 'relevance';
  if (sort.by === 'createdAt') return sort.order === 'asc' ? 'oldest' : 'newest';
  return null;
}

/** One page of matching product ids, in order, and how many match in all. */
export async function findProductPage(
  db: Executor,
  filters: ResolvedFilters,
  sort: { by: ProductSort; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const isSearch = filters.search.tsquery !== null || filters.searchColours.length > 0;
  const keep = isSearch && sort.by !== 'rating';
  const pages = searchPagesFor(db);
  const pageKey = JSON.stringify([filters, sort, page]);
  const cachedIds = keep ? pages.get(pageKey) : undefined;
  if (cachedIds) return { ids: cachedIds, total: await countProducts(db, filters) };
  const generation = pages.generation;
  const totalsGeneration = totalsFor(db).generation;
  const order = listedOrder(sort);
  const fromList = order
    ? await findPageFromMatches(db, filters, order, orderBy('relevance', 'desc', filters), page)
    : null;
  if (fromList) {
    totalsFor(db).set(JSON.stringify(filters), fromList.total, undefined, totalsGeneration);
  }
  const found = fromList ?? (await selectPage(db, filters, sort, page));
  if (keep) pages.set(pageKey, found.ids, undefined, generation);
  if (!fromList && isSearch) noteWordsTotal(db, filters, found.total);
  return found;
}

async function selectPage(
  db: Executor,
  filters: ResolvedFilters,
  sort: { by: ProductSort; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  if (sort.by === 'relevance' && !filters.search.tsquery && filters.shopperWord) {
    return shopperFirstPage(db, filters, filters.shopperWord, page);
  }
  const totalsCache = totalsFor(db);
  const totalKey = JSON.stringify(filters);
  const knownTotal = totalsCache.get(totalKey);
  // Best match reads every match to rank it: the same pass counts them (count(*) OVER ()),
  // rather than a second statement reading them all again. The rank is computed under an
  // OFFSET 0 fence, in the scan, so the count's window keeps (id, date, rank) for each match
  // and not the search vector the rank reads: with the vectors 14k matches spilled to disk
  // ("cotton": 55 -> 33-45 ms, decision 038).
  const rank = relevanceRank(filters);
  if (knownTotal === undefined && sort.by === 'relevance' && rank) {
    const generation = totalsCache.generation;
    const rows = await selectRows<{ id: string; total: number }>(
      db,
      sql`SELECT p.id, count(*) OVER ()::int AS total FROM (
          SELECT p.id, p.created_at, ${rank} AS rank FROM products p
          WHERE ${allConditions(filters)} OFFSET 0
        ) p
        ORDER BY p.rank DESC, ${orderBy('createdAt', 'desc', filters)}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    // A page past the end has no row to carry the count.
    if (rows.length > 0 || page.offset === 0) {
      const total = Number(rows[0]?.total ?? 0);
      totalsCache.set(totalKey, total, undefined, generation);
      return { ids: rows.map((row) => row.id), total };
    }
  }
  const [pageRows, total] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`SELECT p.id FROM products p WHERE ${allConditions(filters)}
        ORDER BY ${orderBy(sort.by, sort.order, filters)}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    countProducts(db, filters),
  ]);
  return { ids: pageRows.map((row) => row.id), total };
}

/**
 * Best match for a search of nothing but a shopper ("women", "ladies", "kids"): the whole
 * shopper's scope, the products whose name says the shopper first, each part newest first -
 * relevanceRank's order, which has only the shopper's half point to rank by. Ranking it as a
 * search read every product of the scope (75k of 100k, 100-250 ms on every such search);
 * here each part is one page walked in an index (decision 038): the named ones, a few, from
 * products_name_words_idx, the rest along products_recent_idx. The total is the scope's count,
 * kept 30 s like every listing's.
 */
async function shopperFirstPage(
  db: Executor,
  filters: ResolvedFilters,
  shopperWord: string,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const named = sql`ts_filter(p.search_vector, '{a}') @@ to_tsquery('english', ${shopperWord})`;
  const newest = orderBy('createdAt', 'desc', filters);
  const upTo = page.offset + page.limit;
  const where = allConditions(filters);
  const [rows, total] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`SELECT id FROM (
          (SELECT p.id, 1 AS named, p.created_at FROM products p WHERE ${where} AND ${named}
            ORDER BY ${newest} LIMIT ${upTo})
          UNION ALL
          (SELECT p.id, 0 AS named, p.created_at FROM products p
            WHERE ${where} AND (${named}) IS NOT TRUE ORDER BY ${newest} LIMIT ${upTo})
        ) p ORDER BY p.named DESC, ${newest}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    countProducts(db, filters),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

const subCategories = alias(categories, 'sub_categories');

/**
 * The columns a product answer shows. The search vector and the facet arrays are for the
 * database's own use: reading them would cost a detoast and a parse on every request. The
 * translations only the back office reads whole; shoppers get the text of their language.
 */
const {
  searchVector: _searchVector,
  sizes: _sizes,
  colors: _colors,
  translations: _translations,
  ...columns
} = getTableColumns(products);
export const productColumns = columns;
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchVector' | 'sizes' | 'colors' | 'translations'
>;

/** The product columns in a language: the Hindi name and description where the owner gave them. */
function productColumnsIn(language: Language) {
  if (language === 'en') return productColumns;
  return {
    ...productColumns,
    name: translatedText(language, products.translations, 'name', products.name),
    description: translatedText(
      language,
      products.translations,
      'description',
      products.description,
    ),
  };
}

/** A category's name in a language (issue 19). */
const categoryNameIn = (
  language: Language,
  table: { translations: SQLWrapper; name: SQLWrapper },
) => translatedText(language, table.translations, 'name', table.name);

/** A variant as a product answer shows it (built in SQL by variantsJson). */
export interface VariantRow {
  id: string;
  color: string;
  colorCode: string;
  size: string;
  price: number;
  originalPrice: number;
  stock: number;
  images: string[];
}

/**
 * The product's active variants in display order, as JSON from the same statement: a product
 * answer is one round trip to the database, not one for products and one for variants.
 */
const variantsJson = sql<VariantRow[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', v.id, 'color', v.color, 'colorCode', v.color_code, 'size', v.size,
    'price', v.price, 'originalPrice', v.original_price, 'stock', v.stock, 'images', v.images
  ) ORDER BY v.position, v.id)
  FROM variants v WHERE v.product_id = ${products.id} AND v.is_active
), '[]'::json)`;

function productRecordsQuery(db: Executor, where: SQL | undefined, language: Language) {
  return db
    .select({
      product: productColumnsIn(language),
      category: {
        id: categories.id,
        name: categoryNameIn(language, categories),
        slug: categories.slug,
        nonReturnable: categories.nonReturnable,
        disclosures: categories.disclosures,
      },
      subCategory: {
        id: subCategories.id,
        name: categoryNameIn(language, subCategories),
        slug: subCategories.slug,
        nonReturnable: subCategories.nonReturnable,
        disclosures: subCategories.disclosures,
      },
      variants: variantsJson,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(where);
}

type ProductRecordRow = Awaited<ReturnType<typeof productRecordsQuery>>[number];
const toRecord = (row: ProductRecordRow): ProductRecord => ({
  product: row.product,
  category: row.category,
  subCategory: row.subCategory?.id ? row.subCategory : null,
  variants: row.variants,
});

/**
 * The product page's statement, built once per database and language and prepared by name: a
 * product page not yet cached costs the database a plan and the process a query build no more
 * (building this select took about as long as running it).
 */
function prepareVisibleProduct(db: Executor, language: Language) {
  const idOrSlug = sql.placeholder('idOrSlug');
  return productRecordsQuery(
    db,
    andWhere(
      or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)),
      eq(products.isActive, true),
      eq(categories.isActive, true),
      or(isNull(products.subCategoryId), eq(subCategories.isActive, true)),
    ),
    language,
  ).prepare(`visible_product_${language}`);
}

const visibleProductQuery = preparedPer(prepareVisibleProduct);

/** A page of products by id, prepared like the product page's statement (every listing asks it). */
function prepareProductsById(db: Executor, language: Language) {
  return productRecordsQuery(
    db,
    sql`${products.id} = any(${sql.placeholder('ids')}::text[])`,
    language,
  ).prepare(`products_by_id_${language}`);
}
const productsByIdQuery = preparedPer(prepareProductsById);

/** Products with their categories and active variants, in the order of `ids`. */
export async function loadProducts(
  db: Executor,
  ids: string[],
  language: Language,
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await productsByIdQuery(db, language).execute({ ids });
  const records = rows.map(toRecord);
  const byId = new Map(records.map((record) => [record.product.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One product a shopper may see - active, in an active category and subcategory - by id or
 * slug, in a single round trip.
 */
export async function loadVisibleProduct(
  db: Executor,
  idOrSlug: string,
  language: Language,
): Promise<ProductRecord | undefined> {
  const [row] = await visibleProductQuery(db, language).execute({ idOrSlug });
  return row && toRecord(row);
}

/** Featured or trending products: in stock first, newest first. */
export async function findFlaggedProductIds(
  db: Executor,
  flag: 'isFeatured' | 'isTrending',
  limit: number,
): Promise<string[]> {
  const column = flag === 'isFeatured' ? sql`p.is_featured` : sql`p.is_trending`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p
      WHERE ${column} AND ${visibleProduct}
      ORDER BY (p.total_stock > 0) DESC, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Related products: same subcategory first, then the same category; in stock first; newest
 * first within each group. The product itself is never its own relation.
 */
export async function findRelatedProductIds(
  db: Executor,
  product: Pick<ProductRow, 'id' | 'categoryId' | 'subCategoryId'>,
  limit: number,
): Promise<string[]> {
  // Without a subcategory there is no "same subcategory first" key (a constant would be refused).
  const sameSubFirst = product.subCategoryId
    ? sql`(p.sub_category_id = ${product.subCategoryId}) DESC,`
    : sql``;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p
      WHERE p.id <> ${product.id} AND p.category_id = ${product.categoryId} AND ${visibleProduct}
      ORDER BY ${sameSubFirst} (p.total_stock > 0) DESC, p.created_at DESC, p.id DESC
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

export interface CategoryRef {
  id: string;
  slug: string;
  parentId: string | null;
  isActive: boolean;
}

/** Every category, active or not, as the few fields the listing needs (category-index.ts). */
export function listAllCategoryRefs(db: Executor): Promise<CategoryRef[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      isActive: categories.isActive,
    })
    .from(categories);
}

/**
 * Looks the typed words up in the catalogue's word list: which are catalogue words as typed,
 * and, for a word no catalogue word starts with, the most similar catalogue word (trigram
 * similarity above pg_trgm's 0.3 threshold), e.g. "jens" -> "jeans", "kurtha" -> "kurta".
 */
export async function lookUpSearchWords(db: Executor, words: string[]): Promise<WordLookup> {
  if (words.length === 0) return { known: new Set(), corrections: new Map() };
  // One sub-select per word, each with its own parameter, so the planner sees each pattern as
  // a constant and uses the indexes (prefix: search_words_prefix_idx, similar: the trigram one).
  const perWord = words.map(
    (word) => sql`SELECT ${word}::text AS word,
      EXISTS (SELECT 1 FROM search_words s WHERE s.word = ${word}) AS known,
      CASE WHEN length(${word}) < 3
        OR EXISTS (SELECT 1 FROM search_words s WHERE s.word LIKE ${word} || '%')
      THEN NULL ELSE (
        SELECT s.word FROM search_words s
        WHERE s.word % ${word}
        ORDER BY similarity(s.word, ${word}) DESC, s.word
        LIMIT 1
      ) END AS fix`,
  );
  const rows = await selectRows<{ word: string; known: boolean; fix: string | null }>(
    db,
    sql.join(perWord, sql` UNION ALL `),
  );
  return {
    known: new Set(rows.filter((row) => row.known).map((row) => row.word)),
    corrections: new Map(rows.flatMap((row) => (row.fix ? [[row.word, row.fix] as const] : []))),
  };
}
