import {
  clipSearchText,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type PageSize,
} from '@shop/contracts';
import {
  MULTI_FILTER_KEYS,
  NO_PANEL_FILTERS,
  type PanelFilters,
  type ProductListRequest,
} from './product-query';
import { parseSort, type SortOption } from './sort-options';

/**
 * The product lists keep everything a shopper chose in the address (spec §2: search, category
 * and page stay in sync; the panel filters, sort and page size too), so reload, sharing a link
 * and back/forward all show the same list. These functions read and write those parameters.
 */
export interface ListingState extends PanelFilters {
  search: string;
  category: string;
  page: number;
  limit: PageSize;
  /** A value of the page's sort options, or null when none was chosen. */
  sort: string | null;
}

const PANEL_KEYS = [
  'subcategory',
  ...MULTI_FILTER_KEYS,
  'minPrice',
  'maxPrice',
  'minRating',
] as const;

function positiveWhole(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

function uniqueValues(params: URLSearchParams, key: string): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

export function readListingState(
  params: URLSearchParams,
  sorts: readonly SortOption[],
): ListingState {
  const limit = Number(params.get('limit'));
  const sort = params.get('sort');
  return {
    // A shared link may carry a longer text than the shop reads: its start is searched.
    search: clipSearchText(params.get('search') ?? ''),
    category: params.get('category')?.trim() ?? '',
    subcategory: params.get('subcategory')?.trim() || null,
    page: Math.max(1, positiveWhole(params.get('page')) ?? 1),
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit)
      ? (limit as PageSize)
      : DEFAULT_PAGE_SIZE,
    sort: sorts.some((option) => option.value === sort) ? sort : null,
    brand: uniqueValues(params, 'brand'),
    size: uniqueValues(params, 'size'),
    color: uniqueValues(params, 'color'),
    material: uniqueValues(params, 'material'),
    fabric: uniqueValues(params, 'fabric'),
    minPrice: positiveWhole(params.get('minPrice')),
    maxPrice: positiveWhole(params.get('maxPrice')),
    minRating: params.get('minRating') === '4' ? 4 : null,
  };
}

export function toListRequest(state: ListingState): ProductListRequest {
  const sort = parseSort(state.sort);
  return {
    search: state.search,
    category: state.category,
    subcategory: state.subcategory,
    brand: state.brand,
    size: state.size,
    color: state.color,
    material: state.material,
    fabric: state.fabric,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    minRating: state.minRating,
    page: state.page,
    limit: state.limit,
    // A search with no chosen sort asks for the best matches first ("Best Match"); the API's
    // own default is newest first (spec §9).
    sortBy: sort?.sortBy ?? (state.search ? 'relevance' : null),
    sortOrder: sort?.sortOrder ?? null,
  };
}

/**
 * What a product list asks the API for: the address's choices, in a category page's own category
 * whatever the address says. The listing and the server render's prefetch (page-data.ts) both
 * ask with it, so their queries are the same (decision 024).
 */
export function listingRequest(state: ListingState, fixedCategory?: string): ProductListRequest {
  return { ...toListRequest(state), category: fixedCategory ?? state.category };
}

export function panelFiltersOf(state: ListingState): PanelFilters {
  const { subcategory, brand, size, color, material, fabric, minPrice, maxPrice, minRating } =
    state;
  return { subcategory, brand, size, color, material, fabric, minPrice, maxPrice, minRating };
}

/** spec §2: the badge counts each chosen option, the price range and the subcategory. */
export function countActiveFilters(filters: PanelFilters): number {
  const options = MULTI_FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
  const price = filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0;
  return options + price + (filters.subcategory ? 1 : 0) + (filters.minRating !== null ? 1 : 0);
}

/** spec §4: changing filters resets to page 1 (the page parameter is dropped). */
export function withPanelFilters(params: URLSearchParams, filters: PanelFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  PANEL_KEYS.forEach((key) => next.delete(key));
  next.delete('page');
  if (filters.subcategory) next.set('subcategory', filters.subcategory);
  for (const key of MULTI_FILTER_KEYS) filters[key].forEach((value) => next.append(key, value));
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) next.set('minRating', String(filters.minRating));
  return next;
}

/** Sets (or, with null or '', removes) one parameter; anything but the page resets to page 1. */
export function withParam(
  params: URLSearchParams,
  key: 'search' | 'category' | 'sort' | 'limit' | 'page',
  value: string | number | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, String(value));
  if (key !== 'page') next.delete('page');
  if (key === 'page' && value === 1) next.delete('page');
  return next;
}

/**
 * spec §2: Clear Filters clears search, category and page; the panel's filters go too, as the
 * shopper asked for everything. Sort and page size stay.
 */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = withPanelFilters(params, NO_PANEL_FILTERS);
  next.delete('search');
  next.delete('category');
  return next;
}
