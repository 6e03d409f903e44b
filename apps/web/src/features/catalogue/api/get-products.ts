import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';
import { listSearchParams, type ProductListRequest } from '../product-query';

/** spec §7: GET /products with search, category, paging, sorting and filters. */
export async function getProducts(
  request: ProductListRequest,
  signal?: AbortSignal,
): Promise<ProductList> {
  const data = await api.get<ProductList>(`/products?${listSearchParams(request)}`, { signal });
  return {
    products: Array.isArray(data?.products) ? data.products : [],
    pagination: data.pagination,
  };
}

export const getProductsQueryOptions = (request: ProductListRequest) =>
  queryOptions({
    queryKey: productKeys.list(request),
    queryFn: ({ signal }) => getProducts(request, signal),
    // The previous page stays on screen while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export function useProducts(request: ProductListRequest) {
  return useQuery(getProductsQueryOptions(request));
}
