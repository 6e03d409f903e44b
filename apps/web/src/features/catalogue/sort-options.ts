import type { ProductSortField } from '@shop/contracts';

export interface SortOption {
  value: `${ProductSortField}-${'asc' | 'desc'}`;
  label: string;
}

/** spec §2 Product listing sorts. */
export const LISTING_SORTS: readonly SortOption[] = [
  { value: 'createdAt-desc', label: 'Newest First' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
  { value: 'name-asc', label: 'Name A to Z' },
  { value: 'rating-desc', label: 'Customer Rating' },
];

/** spec §2 Category listing sorts. */
export const CATEGORY_SORTS: readonly SortOption[] = [
  { value: 'createdAt-desc', label: 'Newest First' },
  { value: 'createdAt-asc', label: 'Oldest First' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
  { value: 'rating-desc', label: 'Customer Rating' },
];

/** spec §9: the default sort is createdAt descending. */
export const DEFAULT_SORT = 'createdAt-desc';

/** A search with no sort chosen is listed best match first (the API's own order). */
export const BEST_MATCH_LABEL = 'Best Match';

export function parseSort(
  value: string | null,
): { sortBy: ProductSortField; sortOrder: 'asc' | 'desc' } | null {
  const match = /^(createdAt|price|name|rating)-(asc|desc)$/.exec(value ?? '');
  if (!match) return null;
  return { sortBy: match[1] as ProductSortField, sortOrder: match[2] as 'asc' | 'desc' };
}
