import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { products, stockAdjustments, users, variants } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * The stock module's statements: it alone writes variants.stock and stock_adjustments. The
 * reads join products and users for names (read only; those tables belong to other modules).
 */

export type VariantRow = typeof variants.$inferSelect;
export type StockAdjustmentRow = typeof stockAdjustments.$inferSelect & { userName: string | null };

/** Units of one variant. */
export interface StockLine {
  variantId: string;
  quantity: number;
}

const valuesOf = (lines: StockLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.variantId}::text, ${line.quantity}::int)`),
    sql`, `,
  );

/**
 * design.md: takes each line's units only while that many are left
 * (`stock = stock - q WHERE stock >= q`), all lines in one statement so the products trigger
 * runs once and no two orders lock rows in opposite orders. Answers the variants that had
 * enough; the caller rolls back when one is missing. CHECK (stock >= 0) backs it up.
 */
export async function decrementStock(tx: Executor, lines: StockLine[]): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const result = (await tx.execute(sql`
    UPDATE variants v SET stock = v.stock - d.q, updated_at = now()
      FROM (VALUES ${valuesOf(lines)}) AS d(id, q)
     WHERE v.id = d.id AND v.stock >= d.q AND v.is_active
    RETURNING v.id`)) as unknown as { rows: Array<{ id: string }> };
  return new Set(result.rows.map((row) => row.id));
}

/** Puts units back, all lines in one statement. A deleted variant has nothing to restock. */
export async function incrementStock(tx: Executor, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    UPDATE variants v SET stock = v.stock + d.q, updated_at = now()
      FROM (VALUES ${valuesOf(lines)}) AS d(id, q)
     WHERE v.id = d.id`);
}

export async function findVariantStock(db: Executor, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, id))
    .limit(1);
  return row?.stock;
}

/**
 * Adds `delta` to the stock only if the result stays at 0 or above - one conditional UPDATE,
 * so two adjustments or an order placed at the same moment can never take it below 0.
 */
export async function addStock(
  db: Executor,
  id: string,
  delta: number,
  /** The most the stock may become (the owner's adjustments); returns and cancellations have none. */
  ceiling?: number,
): Promise<VariantRow | undefined> {
  const after = sql`${variants.stock} + ${delta}::int`;
  const [row] = await db
    .update(variants)
    .set({ stock: after, updatedAt: new Date() })
    .where(
      and(
        eq(variants.id, id),
        gte(after, 0),
        ceiling === undefined ? undefined : lte(after, ceiling),
      ),
    )
    .returning();
  return row;
}

export async function insertStockAdjustments(
  db: Executor,
  rows: (typeof stockAdjustments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(stockAdjustments).values(rows);
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

/** Active variants of active products at or below `threshold`, lowest stock first. */
export function findLowStockVariants(db: Executor, threshold: number, limit: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: variants.id,
      color: variants.color,
      size: variants.size,
      stock: variants.stock,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(eq(products.isActive, true), eq(variants.isActive, true), lte(variants.stock, threshold)),
    )
    .orderBy(asc(variants.stock), asc(products.name), asc(variants.position))
    .limit(limit);
}
