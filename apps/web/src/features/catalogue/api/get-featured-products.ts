import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT, type Product } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';

/** spec §7: GET /products/featured -> data.products (the home page shows 8). */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  const data = await api.get<{ products?: Product[] }>('/products/featured', { signal });
  return Array.isArray(data?.products) ? data.products.slice(0, FEATURED_COUNT) : [];
}

export const getFeaturedProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

const NO_PRODUCTS: Product[] = [];

/** spec §8: a featured fetch failure gives an empty list. */
export function useFeaturedProducts() {
  const query = useQuery(getFeaturedProductsQueryOptions());
  return { products: query.data ?? NO_PRODUCTS, isLoading: query.isPending };
}
