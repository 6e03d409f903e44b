import { createSearchParams } from 'react-router';

/** spec §2: category links go to /products with category (and subcategory) parameters. */
export function categoryHref(category: string, subcategory?: string): string {
  const params = createSearchParams(subcategory ? { category, subcategory } : { category });
  return `/products?${params}`;
}
