import { and, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import { stockAdjustments, users, variants } from '../../db/schema';
import type { Executor } from '../../db/types';

export type VariantRow = typeof variants.$inferSelect;
export type NewVariantRow = typeof variants.$inferInsert;
export type VariantPatch = Partial<
  Omit<NewVariantRow, 'id' | 'productId' | 'sku' | 'stock' | 'createdAt' | 'updatedAt'>
>;
export type StockAdjustmentRow = typeof stockAdjustments.$inferSelect & { userName: string | null };

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

/**
 * Adds `delta` to the stock only if the result stays at 0 or above - one conditional UPDATE,
 * so two adjustments or an order placed at the same moment can never take it below 0.
 */
export async function addStock(
  db: Executor,
  id: string,
  delta: number,
): Promise<VariantRow | undefined> {
  const [row] = await db
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${delta}::int`, updatedAt: new Date() })
    .where(and(eq(variants.id, id), gte(sql`${variants.stock} + ${delta}::int`, 0)))
    .returning();
  return row;
}

export async function insertStockAdjustment(
  db: Executor,
  row: typeof stockAdjustments.$inferInsert,
): Promise<void> {
  await db.insert(stockAdjustments).values(row);
}

const adjustmentColumns = {
  id: stockAdjustments.id,
  variantId: stockAdjustments.variantId,
  userId: stockAdjustments.userId,
  userName: users.name,
  delta: stockAdjustments.delta,
  stockAfter: stockAdjustments.stockAfter,
  reason: stockAdjustments.reason,
  createdAt: stockAdjustments.createdAt,
};

export async function findStockAdjustment(
  db: Executor,
  id: string,
): Promise<StockAdjustmentRow | undefined> {
  const [row] = await db
    .select(adjustmentColumns)
    .from(stockAdjustments)
    .leftJoin(users, eq(users.id, stockAdjustments.userId))
    .where(eq(stockAdjustments.id, id))
    .limit(1);
  return row;
}

/** A variant's stock history, newest first, with the name of who made each change. */
export async function findStockAdjustments(
  db: Executor,
  variantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: StockAdjustmentRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(adjustmentColumns)
      .from(stockAdjustments)
      .leftJoin(users, eq(users.id, stockAdjustments.userId))
      .where(eq(stockAdjustments.variantId, variantId))
      .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, variantId)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
