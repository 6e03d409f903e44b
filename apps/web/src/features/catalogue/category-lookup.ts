import type { Category } from '@shop/contracts';

/**
 * The category (top level or a child) with this slug, from the tree the header already loaded.
 * Slugs match whatever their case (issue 20).
 */
export function findCategory(categories: Category[], slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  for (const category of categories) {
    if (category.slug.toLowerCase() === wanted) return category;
    const child = category.children.find((item) => item.slug.toLowerCase() === wanted);
    if (child) return child;
  }
  return undefined;
}

/**
 * The slug a category page lists: the category's own, or, before the tree is known (or when it
 * failed to load), the address's in lower case, as slugs are stored: guessing so before the tree
 * loads saves a second listing.
 */
export function listedCategorySlug(category: Category | undefined, addressSlug: string): string {
  return category?.slug ?? addressSlug.toLowerCase();
}
