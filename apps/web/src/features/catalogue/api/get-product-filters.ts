import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, type FilterData } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';
import { filterSearchParams, type ProductFilterRequest } from '../product-query';

/** spec §8: a failed filter fetch gives a price range 0 to 10000 and empty lists. */
export const FALLBACK_FILTER_DATA: FilterData = {
  priceRange: { minPrice: DEFAULT_MIN_PRICE, maxPrice: DEFAULT_MAX_PRICE },
  brands: [],
  sizes: [],
  colors: [],
  materials: [],
  fabrics: [],
  subcategories: [],
};

/** spec §7: GET /products/filters with the list's filters -> the options and their counts. */
export async function getProductFilters(
  request: ProductFilterRequest,
  signal?: AbortSignal,
): Promise<FilterData> {
  const query = filterSearchParams(request).toString();
  const data = await api.get<FilterData>(`/products/filters${query ? `?${query}` : ''}`, {
    signal,
  });
  return { ...FALLBACK_FILTER_DATA, ...data };
}

export const getProductFiltersQueryOptions = (request: ProductFilterRequest) =>
  queryOptions({
    queryKey: productKeys.filters(request),
    queryFn: ({ signal }) => getProductFilters(request, signal),
    // Counts change with every tick of a checkbox; the old ones stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useProductFilters(request: ProductFilterRequest): {
  filters: FilterData;
  isLoading: boolean;
} {
  const query = useQuery(getProductFiltersQueryOptions(request));
  return {
    filters: query.isError || !query.data ? FALLBACK_FILTER_DATA : query.data,
    isLoading: query.isPending,
  };
}
