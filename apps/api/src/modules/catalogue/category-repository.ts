import { asc, eq, or, sql } from 'drizzle-orm';
import { categories } from '../../db/schema';
import type { Executor } from '../../db/types';

export type CategoryRow = typeof categories.$inferSelect;

/** Active categories in display order (level, then sortOrder, then name). */
export function listActiveCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.name));
}

/**
 * A category by id or slug, active or not (the service decides what to show). Slugs match
 * case-insensitively (issue 20): a shopper typing /categories/Men means men.
 */
export async function findCategoryByIdOrSlug(
  db: Executor,
  idOrSlug: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      or(eq(categories.id, idOrSlug), eq(sql`lower(${categories.slug})`, idOrSlug.toLowerCase())),
    )
    .limit(1);
  return row;
}
