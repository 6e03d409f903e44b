import { createSearchParams } from 'react-router';

/**
 * spec §2: each product (card, cart line, saved item) links to /products/{id}. Beside
 * categoryHref on purpose: the header's menu already puts this module in the first download,
 * where this costs a few bytes instead of a chunk of its own for every page that links.
 */
export function productHref(productId: string): string {
  return `/products/${encodeURIComponent(productId)}`;
}

/** spec §2: category links go to /products with category (and subcategory) parameters. */
export function categoryHref(category: string, subcategory?: string): string {
  const params = createSearchParams(subcategory ? { category, subcategory } : { category });
  return `/products?${params}`;
}
