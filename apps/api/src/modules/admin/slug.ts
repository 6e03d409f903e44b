/** A URL slug from a name: "Men's T-Shirts" -> "men-s-t-shirts" (empty names give `fallback`). */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
