import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';

/** spec §7: GET /products/{id} -> data.product (404 when unknown or inactive). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const data = await api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.product;
}

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
