import {
  compareSizes,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  NO_COLOUR,
  type FilterData,
  type Pagination,
  type Product,
  type ProductFilterQuery,
  type ProductDetail,
  type ProductListQuery,
  type Language,
  type StoreProfile,
  resolveDisclosures,
  type StoredDisclosures,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { getCategoryIndex } from './category-index';
import { findFacetRows } from './facet-repository';
import type { ResolvedFilters } from './product-filter-repository';
import { toProduct } from './product-mapper';
import {
  findFlaggedProductIds,
  findProductPage,
  findRelatedProductIds,
  loadVisibleProduct,
  loadProducts,
  type ProductRecord,
} from './product-repository';
import { colourFirst } from './search-colour-first';
import { resolveSearch } from './search-resolve';

/**
 * Resolves category and subcategory (slug or id) to ids. A level-2 slug given as `category`
 * is treated as a subcategory, so menu links of either shape work. Returns null when a named
 * category does not exist or is inactive: the answer is then simply "no products".
 */
async function resolveFilters(
  db: Executor,
  query: ProductFilterQuery,
  options: { plainColours?: boolean } = {},
): Promise<ResolvedFilters | null> {
  const categoryIndex = await getCategoryIndex(db);
  const fromSearch = await resolveSearch(db, query.search, categoryIndex, options);
  const filters: ResolvedFilters = {
    brands: query.brand,
    sizes: query.size,
    colors: query.color,
    materials: query.material,
    fabrics: query.fabric,
    // Price words narrow an explicit range, never widen it.
    minPrice: tighter(query.minPrice, fromSearch.minPrice, Math.max),
    maxPrice: tighter(query.maxPrice, fromSearch.maxPrice, Math.min),
    minRating: query.minRating,
    search: fromSearch.search,
    searchColours: fromSearch.searchColours,
    otherShopperIds: fromSearch.otherShopperIds,
    shopperWord: fromSearch.shopperWord,
    hiddenCategoryIds: categoryIndex.hiddenIds,
  };
  for (const [value, role] of [
    [query.category, 'category'],
    [query.subcategory, 'subcategory'],
  ] as const) {
    if (!value) continue;
    const found = categoryIndex.find(value);
    if (!found || !found.isActive) return null;
    if (role === 'category' && found.parentId === null) filters.categoryId = found.id;
    else filters.subCategoryId = found.id;
  }
  return filters;
}

function tighter(
  a: number | undefined,
  b: number | undefined,
  pick: (x: number, y: number) => number,
): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : pick(a, b);
}

function pagination(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    totalItems: total,
    currentPage: page,
    totalPages,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}

export async function listProducts(
  db: Executor,
  query: ProductListQuery,
  language: Language,
): Promise<{ products: Product[]; pagination: Pagination }> {
  let filters = await resolveFilters(db, query);
  if (!filters) return { products: [], pagination: pagination(0, query.page, query.limit) };
  const sortBy = query.sortBy ?? 'createdAt';
  const pageOf = (scope: ResolvedFilters) =>
    findProductPage(
      db,
      scope,
      { by: sortBy, order: query.sortOrder },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    );
  let found = await pageOf(filters);
  if (found.total === 0 && filters.searchColours.length > 0) {
    // Colour words that found nothing were product words ("rose water").
    const plain = await resolveFilters(db, query, { plainColours: true });
    if (plain) [filters, found] = [plain, await pageOf(plain)];
  }
  const records = await listedRecords(db, found.ids, language);
  return {
    products: records.map((record) => toProduct(colourFirst(record, filters.searchColours))),
    pagination: pagination(found.total, query.page, query.limit),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** spec §3 Filter data; a scope with no products answers the spec's default range. */
function emptyFilterData(): FilterData {
  return {
    priceRange: { minPrice: DEFAULT_MIN_PRICE, maxPrice: DEFAULT_MAX_PRICE },
    brands: [],
    sizes: [],
    colors: [],
    materials: [],
    fabrics: [],
    subcategories: [],
  };
}

/**
 * The filter panel asks the same question for every shopper on a category page; answers are
 * kept for 30 s, as long as the response may be cached anyway (like listing totals).
 */
const filterDataCache = new WeakMap<object, TtlCache<FilterData>>();

/** Drops the filter panel's answers of this process (after a back-office change). */
export function forgetFilterData(db: Executor): void {
  filterDataCache.get(db)?.clear();
}

export async function getFilterData(
  db: Executor,
  query: ProductFilterQuery,
  language: Language,
): Promise<FilterData> {
  const filters = await resolveFilters(db, query);
  if (!filters) return emptyFilterData();
  let cache = filterDataCache.get(db);
  if (!cache) filterDataCache.set(db, (cache = new TtlCache<FilterData>(30_000, 500)));
  // Subcategory names are in the page's language: one answer per language.
  const key = JSON.stringify([language, filters]);
  const cached = cache.get(key);
  if (cached) return cached;
  const data = await computeFilterData(db, filters, language);
  cache.set(key, data);
  return data;
}

async function computeFilterData(
  db: Executor,
  filters: ResolvedFilters,
  language: Language,
): Promise<FilterData> {
  const data = emptyFilterData();
  for (const row of await findFacetRows(db, filters, language)) {
    const name = row.name ?? '';
    switch (row.facet) {
      case 'brand':
        data.brands.push({ name, count: row.count });
        break;
      case 'material':
        data.materials.push({ name, count: row.count });
        break;
      case 'fabric':
        data.fabrics.push({ name, count: row.count });
        break;
      case 'size':
        data.sizes.push({ name, count: row.count });
        break;
      case 'color':
        // 'Default' is a product without colours, not a colour to filter by.
        if (name === NO_COLOUR) break;
        data.colors.push({ name, colorCode: row.extra ?? '#9ca3af', count: row.count });
        break;
      case 'subcategory':
        data.subcategories.push({ name, slug: row.extra ?? '', count: row.count });
        break;
      case 'price':
        if (row.count > 0 && row.name !== null && row.extra !== null) {
          data.priceRange = { minPrice: Number(row.name), maxPrice: Number(row.extra) };
        }
        break;
    }
  }
  data.brands.sort(byName);
  data.materials.sort(byName);
  data.fabrics.sort(byName);
  data.colors.sort(byName);
  data.subcategories.sort(byName);
  data.sizes.sort((a, b) => compareSizes(a.name, b.name));
  return data;
}

/**
 * Product answers, kept for 30 s - as long as the response may be cached by browsers and
 * proxies anyway. Stock shown may lag by that much; adding to the cart and checkout always
 * check the live stock. Writers in this process (orders, back office) call forgetProducts.
 */
const productCache = new WeakMap<object, TtlCache<ProductWithDisclosures>>();

function productCacheFor(db: Executor): TtlCache<ProductWithDisclosures> {
  let cache = productCache.get(db);
  if (!cache) productCache.set(db, (cache = new TtlCache<ProductWithDisclosures>(30_000, 2_000)));
  return cache;
}

/** A product with its disclosures resolved from its categories (the store's part comes later). */
export type ProductWithDisclosures = Product & { disclosures: StoredDisclosures };

/** A product's cache key: its id or slug in one language (issue 19: texts differ by language). */
const productKey = (language: Language, idOrSlug: string) => `${language}:${idOrSlug}`;

export async function getProduct(
  db: Executor,
  idOrSlug: string,
  language: Language,
): Promise<ProductWithDisclosures> {
  const cache = productCacheFor(db);
  const cached = cache.get(productKey(language, idOrSlug));
  if (cached) return cached;
  const generation = cache.generation;
  const record = await loadVisibleProduct(db, idOrSlug, language);
  if (!record) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  const product = {
    ...toProduct(record),
    disclosures: resolveDisclosures([
      record.product.disclosures,
      record.subCategory?.disclosures,
      record.category.disclosures,
    ]),
  };
  // Not kept when a change was announced while it loaded: it may predate that change.
  cache.set(productKey(language, product.id), product, undefined, generation);
  cache.set(productKey(language, product.slug), product, undefined, generation);
  return product;
}

/** The product page's disclosures: the MRP, and the seller and customer care of the store. */
export function withStoreDisclosures(
  product: ProductWithDisclosures,
  store: StoreProfile,
): ProductDetail {
  const address = [store.addressLine1, store.addressLine2, store.city, store.state, store.pincode]
    .filter(Boolean)
    .join(', ');
  return {
    ...product,
    disclosures: {
      ...product.disclosures,
      mrp: product.originalPrice,
      soldBy: store.legalName,
      store: {
        phone: store.supportPhone,
        email: store.supportEmail,
        address,
        grievanceOfficer: {
          name: store.grievanceOfficerName,
          designation: store.grievanceOfficerDesignation,
          phone: store.grievanceOfficerPhone,
          email: store.grievanceOfficerEmail,
        },
      },
    },
  };
}

/**
 * The products of listing and search pages, kept like product answers (30 s, dropped with them
 * on a catalogue or stock change): a page of 12 is mostly products asked lately, and loading
 * them is about a quarter of a listing's work.
 */
const listedCache = new WeakMap<object, TtlCache<ProductRecord>>();

async function listedRecords(
  db: Executor,
  ids: string[],
  language: Language,
): Promise<ProductRecord[]> {
  let cache = listedCache.get(db);
  if (!cache) listedCache.set(db, (cache = new TtlCache<ProductRecord>(30_000, 5_000)));
  const generation = cache.generation;
  const kept = new Map<string, ProductRecord>();
  const missing: string[] = [];
  for (const id of ids) {
    const record = cache.get(productKey(language, id));
    if (record) kept.set(id, record);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const record of await loadProducts(db, missing, language)) {
      kept.set(record.product.id, record);
      // Not kept when a change was announced while it loaded: it may predate that change.
      cache.set(productKey(language, record.product.id), record, undefined, generation);
    }
  }
  return ids.flatMap((id) => kept.get(id) ?? []);
}

/** Drops cached product answers of this process: those of `productIds`, or all of them. */
export function forgetProducts(db: Executor, productIds?: string[]): void {
  if (!productIds) {
    productCache.get(db)?.clear();
    listedCache.get(db)?.clear();
    return;
  }
  const ids = new Set(productIds);
  productCache.get(db)?.deleteWhere((product) => ids.has(product.id));
  listedCache.get(db)?.deleteWhere((record) => ids.has(record.product.id));
}

export async function listFlaggedProducts(
  db: Executor,
  flag: 'isFeatured' | 'isTrending',
  limit: number,
  language: Language,
): Promise<Product[]> {
  const ids = await findFlaggedProductIds(db, flag, limit);
  return (await loadProducts(db, ids, language)).map(toProduct);
}

export async function listRelatedProducts(
  db: Executor,
  idOrSlug: string,
  limit: number,
  language: Language,
): Promise<Product[]> {
  const record = await loadVisibleProduct(db, idOrSlug, language);
  if (!record) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  const ids = await findRelatedProductIds(db, record.product, limit);
  return (await loadProducts(db, ids, language)).map(toProduct);
}
