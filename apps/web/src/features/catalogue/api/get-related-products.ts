import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_PRODUCTS_COUNT, type Product } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';

/** GET /products/{id}/related: same subcategory first, then category, in-stock first. */
export async function getRelatedProducts(
  productId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const data = await api.get<{ products?: Product[] }>(
    `/products/${encodeURIComponent(productId)}/related`,
    { query: { limit }, signal },
  );
  return Array.isArray(data?.products) ? data.products : [];
}

export const getRelatedProductsQueryOptions = (productId: string, limit = RELATED_PRODUCTS_COUNT) =>
  queryOptions({
    queryKey: productKeys.related(productId, limit),
    queryFn: ({ signal }) => getRelatedProducts(productId, limit, signal),
  });

const NO_PRODUCTS: Product[] = [];

/** 'You May Also Like' shows nothing rather than an error when this fails. */
export function useRelatedProducts(productId: string) {
  const query = useQuery(getRelatedProductsQueryOptions(productId));
  return { products: query.data ?? NO_PRODUCTS, isLoading: query.isPending };
}
