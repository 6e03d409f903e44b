import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRENDING_FETCH_COUNT, TRENDING_SHOWN_COUNT, type Product } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';

/** spec §7/§9: GET /products/trending, fetched at 12. */
export async function getTrendingProducts(signal?: AbortSignal): Promise<Product[]> {
  const data = await api.get<{ products?: Product[] }>('/products/trending', {
    query: { limit: TRENDING_FETCH_COUNT },
    signal,
  });
  return Array.isArray(data?.products) ? data.products : [];
}

const NO_PRODUCTS: Product[] = [];

// spec §9: 12 are fetched and 10 shown. Module-level so the selection is not redone each render.
const firstShown = (products: Product[]) => products.slice(0, TRENDING_SHOWN_COUNT);

export const getTrendingProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.trending(TRENDING_FETCH_COUNT),
    queryFn: ({ signal }) => getTrendingProducts(signal),
    select: firstShown,
  });

/** spec §8: a trending fetch failure gives an empty list. */
export function useTrendingProducts() {
  const query = useQuery(getTrendingProductsQueryOptions());
  return { products: query.data ?? NO_PRODUCTS, isLoading: query.isPending };
}
