import { type SQL, sql } from 'drizzle-orm';
import { visibleProduct as visibleProductIn } from '../../db/visible-product';
import type { SearchTerms } from './product-search';

/**
 * The WHERE clauses of a product listing, shared by product-repository.ts (pages, totals) and
 * facet-repository.ts (filter counts): SQL only, so it is a repository file.
 */

/** Filters after the category slugs have been resolved to ids (product-service.ts). */
export interface ResolvedFilters {
  categoryId?: string;
  subCategoryId?: string;
  brands: string[];
  sizes: string[];
  colors: string[];
  materials: string[];
  fabrics: string[];
  minPrice?: number;
  maxPrice?: number;
  /** '4 stars and above' (issue 18): the kept average of published reviews. */
  minRating?: number;
  search: SearchTerms;
  /** Colour names the search text asked for ("red saree": Red, Maroon, Wine). */
  searchColours: string[];
  /** Categories of other shoppers than the one the search named ("ladies": men, kids). */
  otherShopperIds: string[];
  /** The name word of the shopper the search named ("women"), ranked first. */
  shopperWord: string | null;
  /** Inactive categories, looked up first (a handful): their products are hidden. */
  hiddenCategoryIds: string[];
}

export type FacetName = 'brand' | 'size' | 'color' | 'material' | 'fabric' | 'price';

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Shoppers only ever see active products in active categories (alias `p`). */
export const visibleProduct = visibleProductIn('p');

const textArray = (values: string[]) => sql`ARRAY[${list(values)}]::text[]`;

/**
 * visibleProduct with the inactive categories spelled out: the planner then estimates the
 * listing's row counts properly (and drops the test when every category is active), which is
 * what makes it choose index-only scans for counts and facets.
 */
export function listedProduct(hiddenCategoryIds: string[]): SQL {
  if (hiddenCategoryIds.length === 0) return sql`p.is_active`;
  const hidden = list(hiddenCategoryIds);
  return sql`p.is_active AND p.category_id NOT IN (${hidden})
    AND (p.sub_category_id IS NULL OR p.sub_category_id NOT IN (${hidden}))`;
}

/** Category, subcategory and text search: the scope every facet count shares. */
export function scopeConditions(filters: ResolvedFilters): SQL[] {
  const conditions: SQL[] = [listedProduct(filters.hiddenCategoryIds)];
  if (filters.categoryId) conditions.push(sql`p.category_id = ${filters.categoryId}`);
  if (filters.subCategoryId) conditions.push(sql`p.sub_category_id = ${filters.subCategoryId}`);
  const { requested, tsquery } = filters.search;
  // GIN index products_search_vector_idx; typos were already widened (product-search.ts).
  if (tsquery) conditions.push(sql`p.search_vector @@ to_tsquery('english', ${tsquery})`);
  // A search of nothing but punctuation finds nothing rather than everything.
  else if (requested) conditions.push(sql`FALSE`);
  // GIN index products_colors_idx, like the colour filter.
  if (filters.searchColours.length)
    conditions.push(sql`p.colors && ${textArray(filters.searchColours)}`);
  // Part of the scope rather than a facet of its own: the filter panel's counts follow it.
  if (filters.minRating !== undefined)
    conditions.push(sql`p.rating_average >= ${filters.minRating}`);
  if (filters.otherShopperIds.length) {
    const other = list(filters.otherShopperIds);
    conditions.push(sql`p.category_id NOT IN (${other})
      AND (p.sub_category_id IS NULL OR p.sub_category_id NOT IN (${other}))`);
  }
  return conditions;
}

/** One condition per refining filter, keyed so a facet can leave its own filter out. */
export function refinementConditions(filters: ResolvedFilters): Partial<Record<FacetName, SQL>> {
  const conditions: Partial<Record<FacetName, SQL>> = {};
  if (filters.brands.length) conditions.brand = sql`p.brand IN (${list(filters.brands)})`;
  if (filters.materials.length)
    conditions.material = sql`p.material IN (${list(filters.materials)})`;
  if (filters.fabrics.length) conditions.fabric = sql`p.fabric IN (${list(filters.fabrics)})`;
  // sizes and colors are the product's active variants' (trigger variants_sync_product).
  if (filters.sizes.length) conditions.size = sql`p.sizes && ${textArray(filters.sizes)}`;
  if (filters.colors.length) conditions.color = sql`p.colors && ${textArray(filters.colors)}`;
  const price: SQL[] = [];
  if (filters.minPrice !== undefined) price.push(sql`p.min_price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) price.push(sql`p.min_price <= ${filters.maxPrice}`);
  if (price.length) conditions.price = sql.join(price, sql` AND `);
  return conditions;
}

export function and(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}

/** Every condition of the listing: scope plus all refinements. */
export function allConditions(filters: ResolvedFilters): SQL {
  return and([...scopeConditions(filters), ...Object.values(refinementConditions(filters))]);
}
