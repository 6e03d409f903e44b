import type { Product } from '@shop/contracts';

/** spec §2: each card links to /products/{id}. */
export function productHref(product: Pick<Product, '_id'>): string {
  return `/products/${encodeURIComponent(product._id)}`;
}
