import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { productKeys } from '../catalogue-keys';

/**
 * spec §7: GET /products/{id} -> data.product with its legal disclosures (issue 16; 404 when
 * unknown or inactive). `fresh` skips the
 * browser's copy (kept up to 30 s) for a stock check that must be live (the cart).
 */
export async function getProduct(
  id: string,
  signal?: AbortSignal,
  fresh = false,
): Promise<ProductDetail> {
  const data = await api.get<{ product: ProductDetail }>(`/products/${encodeURIComponent(id)}`, {
    signal,
    ...(fresh ? { cache: 'no-cache' as const } : {}),
  });
  return data.product;
}

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A product the server found missing stays 'Product Not Found' when the page mounts, in the
    // server's HTML (a crawler or a browser without JavaScript reads it there) and on hydration,
    // rather than turning back into a loading skeleton to ask again (issue 17). The page's own
    // 'Try again' asks again for other failures.
    retryOnMount: false,
  });

/** The product as the shop has it this moment: a visitor's cart checks its stock with it. */
export const getLiveProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.live(id),
    queryFn: ({ signal }) => getProduct(id, signal, true),
    staleTime: 0,
  });

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
