import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/products/{id}: the product with every variant, active or not. */
export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return adminApi.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal });
}

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...getProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}
