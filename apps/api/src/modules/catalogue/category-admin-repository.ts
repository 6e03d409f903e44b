import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
export type CategoryPatch = Partial<Omit<NewCategoryRow, 'id' | 'createdAt' | 'updatedAt'>>;
export type CategoryWithUse = CategoryRow & { productCount: number; childCount: number };

// The outer table is named in full: drizzle leaves it out of column references in a
// single-table select, where "id" would then mean the subquery's own id.
const productCount = sql<number>`(SELECT count(*)::int FROM products p
  WHERE p.category_id = categories.id OR p.sub_category_id = categories.id)`.mapWith(Number);
const childCount = sql<number>`(SELECT count(*)::int FROM categories c
  WHERE c.parent_id = categories.id)`.mapWith(Number);

/** Every category, parents before children. */
export function listCategoriesWithUse(db: Executor): Promise<CategoryWithUse[]> {
  return db
    .select({ ...getTableColumns(categories), productCount, childCount })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.name));
}

export async function findCategoryWithUse(
  db: Executor,
  id: string,
): Promise<CategoryWithUse | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(categories), productCount, childCount })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** A category by id or slug (the admin product list filters by either). */
export async function findCategoryIdBy(
  db: Executor,
  idOrSlug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
    .limit(1);
  return row?.id;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** The category and everything below it. */
export async function subtreeIds(db: Executor, id: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE tree AS (
          SELECT id FROM categories WHERE id = ${id}
          UNION ALL
          SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
        SELECT id FROM tree`,
  );
  return rows.map((row) => row.id);
}

export async function insertCategory(db: Executor, row: NewCategoryRow): Promise<CategoryRow> {
  const [created] = await db.insert(categories).values(row).returning();
  if (!created) throw new Error('category not inserted');
  return created;
}

export async function updateCategory(db: Executor, id: string, patch: CategoryPatch) {
  await db
    .update(categories)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

/** Moves a subtree: every level shifts by the same amount. */
export async function shiftLevels(db: Executor, ids: string[], by: number): Promise<void> {
  if (by === 0 || ids.length === 0) return;
  await db.execute(
    sql`UPDATE categories SET level = level + ${by}::int, updated_at = now()
        WHERE id = ANY (ARRAY[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[])`,
  );
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
