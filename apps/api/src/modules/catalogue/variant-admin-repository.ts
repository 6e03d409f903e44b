import { and, eq, max } from 'drizzle-orm';
import { variants } from '../../db/schema';
import type { Executor } from '../../db/types';

export type VariantRow = typeof variants.$inferSelect;
export type NewVariantRow = typeof variants.$inferInsert;
export type VariantPatch = Partial<
  Omit<NewVariantRow, 'id' | 'productId' | 'sku' | 'stock' | 'createdAt' | 'updatedAt'>
>;

export async function findVariant(db: Executor, id: string): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(variants).where(eq(variants.id, id)).limit(1);
  return row;
}

/** The variant of a product with this colour and size, if any (they are unique per product). */
export async function findVariantByColorSize(
  db: Executor,
  productId: string,
  color: string,
  size: string,
): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(variants)
    .where(
      and(eq(variants.productId, productId), eq(variants.color, color), eq(variants.size, size)),
    )
    .limit(1);
  return row;
}

export async function nextVariantPosition(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(variants.position) })
    .from(variants)
    .where(eq(variants.productId, productId));
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

/** One statement for all: the sync trigger recomputes the product once (migration 0006). */
export async function insertVariants(db: Executor, rows: NewVariantRow[]): Promise<VariantRow[]> {
  if (rows.length === 0) return [];
  return db.insert(variants).values(rows).returning();
}

export async function updateVariant(
  db: Executor,
  id: string,
  patch: VariantPatch,
): Promise<VariantRow | undefined> {
  const [row] = await db
    .update(variants)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(variants.id, id))
    .returning();
  return row;
}
