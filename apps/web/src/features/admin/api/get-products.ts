import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminProductList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

export interface ProductListFilters {
  page: number;
  search: string;
  category: string;
  /** '' for all, else 'true' or 'false'. */
  isActive: string;
}

/** GET /admin/products: inactive products included unless isActive is given. */
export function getProducts(filters: ProductListFilters, signal?: AbortSignal) {
  return adminApi.get<AdminProductList>('/admin/products', {
    query: { ...filters, limit: ADMIN_DEFAULT_PAGE_SIZE },
    signal,
  });
}

export const getProductsQueryOptions = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ProductListFilters) {
  return useQuery(getProductsQueryOptions(filters));
}
