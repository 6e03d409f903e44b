import type { PageSize, ProductSortField } from '@shop/contracts';

/** spec §2 Filter panel: the multi-select option filters, in the panel's order. */
export const MULTI_FILTER_KEYS = ['brand', 'size', 'color', 'material', 'fabric'] as const;
export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];

/** What the filter panel chooses. Subcategory is one slug: the API filters by a single one. */
export interface PanelFilters {
  subcategory: string | null;
  brand: string[];
  size: string[];
  color: string[];
  material: string[];
  fabric: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** '4 stars and above' (issue 18): the lowest average rating, or null for any. */
  minRating: number | null;
}

export const NO_PANEL_FILTERS: PanelFilters = {
  subcategory: null,
  brand: [],
  size: [],
  color: [],
  material: [],
  fabric: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
};

/** What the filter data (facets) are asked for: the list's filters without paging or sorting. */
export interface ProductFilterRequest extends PanelFilters {
  search: string;
  category: string;
}

export interface ProductListRequest extends ProductFilterRequest {
  page: number;
  limit: PageSize;
  /** Unset: newest first, or best match first when searching. */
  sortBy: ProductSortField | null;
  sortOrder: 'asc' | 'desc' | null;
}

/**
 * The API's query string. Option filters repeat their key (?size=M&size=L) so a value holding a
 * comma survives; empty values are left out.
 */
export function filterSearchParams(request: ProductFilterRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.search) params.set('search', request.search);
  if (request.category) params.set('category', request.category);
  if (request.subcategory) params.set('subcategory', request.subcategory);
  for (const key of MULTI_FILTER_KEYS) {
    for (const value of request[key]) params.append(key, value);
  }
  if (request.minPrice !== null) params.set('minPrice', String(request.minPrice));
  if (request.maxPrice !== null) params.set('maxPrice', String(request.maxPrice));
  if (request.minRating !== null) params.set('minRating', String(request.minRating));
  return params;
}

export function listSearchParams(request: ProductListRequest): URLSearchParams {
  const params = filterSearchParams(request);
  params.set('page', String(request.page));
  params.set('limit', String(request.limit));
  if (request.sortBy) params.set('sortBy', request.sortBy);
  if (request.sortBy && request.sortOrder) params.set('sortOrder', request.sortOrder);
  return params;
}

/** Only the filter part of a list request, so paging and sorting do not refetch the facets. */
export function toFilterRequest(request: ProductListRequest): ProductFilterRequest {
  const {
    page: _page,
    limit: _limit,
    sortBy: _sortBy,
    sortOrder: _sortOrder,
    ...filters
  } = request;
  return filters;
}
