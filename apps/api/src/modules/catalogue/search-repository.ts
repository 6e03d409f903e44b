import { sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';
import { listedProduct, visibleProduct } from './product-filter-repository';

/** The owner's synonym groups (search_synonyms): a few dozen rows, read whole. */
export async function listSynonymGroups(db: Executor): Promise<string[][]> {
  const rows = await selectRows<{ terms: string[] }>(db, sql`SELECT terms FROM search_synonyms`);
  return rows.map((row) => row.terms);
}

/**
 * Every colour name of the catalogue's variants. A loose index scan of variants_color_idx (one
 * probe per colour) rather than a DISTINCT over every variant: forty probes, not a million rows.
 */
export async function listCatalogueColours(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ color: string }>(
    db,
    sql`WITH RECURSIVE colours(color) AS (
      SELECT min(color) FROM variants
      UNION ALL
      SELECT (SELECT min(v.color) FROM variants v WHERE v.color > colours.color)
      FROM colours WHERE colours.color IS NOT NULL
    )
    SELECT color FROM colours WHERE color IS NOT NULL`,
  );
  return rows.map((row) => row.color);
}

/** Every brand of the catalogue: a loose index scan of products_brand_idx, one probe a brand. */
export async function listCatalogueBrands(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ brand: string }>(
    db,
    sql`WITH RECURSIVE brands(brand) AS (
      SELECT min(brand) FROM products
      UNION ALL
      SELECT (SELECT min(p.brand) FROM products p WHERE p.brand > brands.brand)
      FROM brands WHERE brands.brand IS NOT NULL
    )
    SELECT brand FROM brands WHERE brand IS NOT NULL`,
  );
  return rows.map((row) => row.brand);
}

export interface CategoryName {
  /** In the shopper's language. */
  name: string;
  /** Both names, English and the owner's Hindi (issue 19): either is matched as typed. */
  names: string;
  slug: string;
  parentName: string | null;
}

/** Active categories with their parent's name (a few dozen rows), in a language. */
export function listCategoryNames(db: Executor, language: Language): Promise<CategoryName[]> {
  const name = (table: string) =>
    translatedText(language, sql.raw(`${table}.translations`), 'name', sql.raw(`${table}.name`));
  return selectRows<CategoryName>(
    db,
    sql`SELECT ${name('c')} AS name, c.name || ' ' || coalesce(c.translations->'hi'->>'name', '')
        AS names, c.slug, ${name('parent')} AS "parentName"
      FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
      WHERE c.is_active AND (parent.id IS NULL OR parent.is_active)
      ORDER BY c.level, c.sort_order, c.name`,
  );
}

/**
 * Product names whose name words start with every typed word (weight A of the search vector:
 * name and subcategory), a few, newest first, for suggestions. Only visible products. Not
 * ranked: a short prefix ("kur") matches thousands, and ranking each costs more than the
 * 20 ms a suggestion may take. The inactive categories are spelled out (the category index
 * knows them) rather than read by an init-plan: with them the planner estimates the match
 * count and walks products_recent_idx until it has enough names (0.3 ms for "red sar" at
 * 100k products) instead of intersecting two bitmaps of thousands of rows (10 ms).
 */
export async function findProductNames(
  db: Executor,
  tsquery: string,
  colours: string[],
  hiddenCategoryIds: string[],
  limit: number,
  language: Language,
): Promise<{ id: string; name: string; brand: string }[]> {
  const name = translatedText(language, sql`p.translations`, 'name', sql`p.name`);
  const colourMatch = colours.length
    ? sql`AND p.colors && ARRAY[${sql.join(
        colours.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  return selectRows(
    db,
    sql`SELECT p.id, ${name} AS name, p.brand FROM products p
      WHERE p.search_vector @@ to_tsquery('english', ${tsquery})
        AND ${listedProduct(hiddenCategoryIds)} ${colourMatch}
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${limit}`,
  );
}

/**
 * The most similar catalogue word to each typed word (trigram similarity, at least 0.2), for
 * "did you mean": the words of product names, brands and tags, and the owner's one-word
 * synonyms - the words shoppers type (tshirt, dupatta) that names may spell otherwise (T-Shirt)
 * or only descriptions carry. A scan of both lists: it runs only when a search found nothing.
 */
export async function findNearestWords(
  db: Executor,
  words: string[],
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const perWord = words.map(
    (word) => sql`SELECT ${word}::text AS word, (
      SELECT c.word FROM (
        SELECT s.word FROM search_words s WHERE similarity(s.word, ${word}) >= 0.2
        UNION
        SELECT t.term FROM search_synonyms g, unnest(g.terms) AS t(term)
        WHERE t.term ~ '^[a-z0-9]+$' AND similarity(t.term, ${word}) >= 0.2
      ) c
      ORDER BY similarity(c.word, ${word}) DESC, c.word LIMIT 1
    ) AS nearest`,
  );
  const rows = await selectRows<{ word: string; nearest: string | null }>(
    db,
    sql.join(perWord, sql` UNION ALL `),
  );
  return new Map(rows.flatMap((row) => (row.nearest ? [[row.word, row.nearest] as const] : [])));
}

/** The active category whose name is nearest the text (trigram similarity), if any is near. */
export async function findClosestCategory(
  db: Executor,
  text: string,
  language: Language,
): Promise<{ id: string; name: string; slug: string; level: number } | undefined> {
  const name = translatedText(language, sql`c.translations`, 'name', sql`c.name`);
  const [row] = await selectRows<{ id: string; name: string; slug: string; level: number }>(
    db,
    sql`SELECT c.id, ${name} AS name, c.slug, c.level FROM categories c
      WHERE c.is_active AND similarity(lower(c.name), ${text}) >= 0.15
      ORDER BY similarity(lower(c.name), ${text}) DESC, c.level, c.id LIMIT 1`,
  );
  return row;
}

/**
 * Popular products of a category (or of the whole shop): trending, then featured, in stock
 * first, newest first.
 */
export async function findPopularProductIds(
  db: Executor,
  category: { id: string; level: number } | undefined,
  limit: number,
): Promise<string[]> {
  const scope = !category
    ? sql``
    : category.level === 1
      ? sql`AND p.category_id = ${category.id}`
      : sql`AND p.sub_category_id = ${category.id}`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM products p WHERE ${visibleProduct} ${scope}
      ORDER BY p.is_trending DESC, p.is_featured DESC, (p.total_stock > 0) DESC,
        p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
