/**
 * A URL slug from a name, the same rule for the seeded catalogue and the back office:
 * "Men's T-Shirts" -> "mens-t-shirts", "Home & Kitchen" -> "home-and-kitchen", "Café" -> "cafe".
 * At most 80 characters; a name with nothing to keep gives `fallback`.
 */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
