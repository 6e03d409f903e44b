import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import {
  addStock,
  decrementStock,
  findLowStockVariants,
  findVariantStock,
  incrementStock,
  insertStockAdjustments,
  type StockLine,
} from './stock-repository';

/**
 * The stock service (design.md "Cart, coupons, orders, payments"): every change of a variant's
 * stock goes through here, inside the caller's transaction, as a conditional update.
 */

/** The reason recorded for the stock a variant is created with. */
export const OPENING_STOCK_REASON = 'Opening stock';

/**
 * Units per variant, lines of one variant summed first (so two lines cannot oversell it
 * together) and sorted by variant, so every transaction locks variants in the same order.
 * Lines without a variant (an order item whose variant was deleted) hold nothing.
 */
export function stockLinesOf(lines: { variantId: string | null; quantity: number }[]): StockLine[] {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    if (!line.variantId) continue;
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...byVariant]
    .map(([variantId, quantity]) => ({ variantId, quantity }))
    .sort((a, b) => a.variantId.localeCompare(b.variantId));
}

/**
 * Takes the units of every line, or none: answers the first variant that had too few (with
 * how many it has left) and the caller rolls its transaction back; undefined when all fit.
 */
export async function takeStock(
  tx: Executor,
  lines: { variantId: string; quantity: number }[],
): Promise<{ variantId: string; left: number } | undefined> {
  const wanted = stockLinesOf(lines);
  const taken = await decrementStock(tx, wanted);
  const short = wanted.find((line) => !taken.has(line.variantId));
  if (!short) return undefined;
  return { variantId: short.variantId, left: (await findVariantStock(tx, short.variantId)) ?? 0 };
}

/** Puts back the units of a cancelled or released order. */
export async function restoreStock(
  tx: Executor,
  lines: { variantId: string | null; quantity: number }[],
): Promise<void> {
  await incrementStock(tx, stockLinesOf(lines));
}

/**
 * Units a shopper sent back, received in good condition (issue 15): back on the shelf, each
 * variant's change recorded in the stock history with `reason` and who received them.
 * Variants deleted since hold nothing.
 */
export async function receiveReturnedStock(
  tx: Executor,
  actorUserId: string,
  lines: { variantId: string | null; quantity: number }[],
  reason: string,
): Promise<void> {
  for (const line of stockLinesOf(lines)) {
    const row = await addStock(tx, line.variantId, line.quantity);
    if (!row) continue;
    await insertStockAdjustments(tx, [
      {
        id: newId(),
        variantId: line.variantId,
        userId: actorUserId,
        delta: line.quantity,
        stockAfter: row.stock,
        reason,
      },
    ]);
  }
}

/**
 * The stock of variants the catalogue has just created in this transaction (with stock 0),
 * recorded in the stock history as their opening stock.
 */
export async function receiveOpeningStock(
  tx: Executor,
  actorUserId: string,
  lines: StockLine[],
): Promise<void> {
  const stocked = lines.filter((line) => line.quantity > 0);
  await incrementStock(tx, stocked);
  await insertStockAdjustments(
    tx,
    stocked.map((line) => ({
      id: newId(),
      variantId: line.variantId,
      userId: actorUserId,
      delta: line.quantity,
      stockAfter: line.quantity,
      reason: OPENING_STOCK_REASON,
    })),
  );
}

/** Stock running out, for the owner's dashboard: active variants at or below `threshold`. */
export function lowStockVariants(db: Executor, threshold: number, limit: number) {
  return findLowStockVariants(db, threshold, limit);
}
