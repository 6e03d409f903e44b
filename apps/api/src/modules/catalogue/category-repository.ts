import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import { categories } from '../../db/schema';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Active categories in display order (level, then sortOrder, then English name), with the
 * name and description in the shopper's language (issue 19).
 */
export function listActiveCategories(db: Executor, language: Language): Promise<CategoryRow[]> {
  const columns = getTableColumns(categories);
  return db
    .select(
      language === 'en'
        ? columns
        : {
            ...columns,
            name: translatedText(language, categories.translations, 'name', categories.name),
            description: translatedText(
              language,
              categories.translations,
              'description',
              categories.description,
            ),
          },
    )
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
