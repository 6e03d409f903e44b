import {
  type AdminPageQuery,
  type AdminStockAdjustment,
  type AdminStockAdjustmentBody,
  type AdminStockAdjustmentList,
  STOCK_MAX,
} from '@shop/contracts';
import type { Db } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import {
  addStock,
  findStockAdjustment,
  findStockAdjustments,
  findVariantStock,
  insertStockAdjustments,
  type StockAdjustmentRow,
  type VariantRow,
} from './stock-repository';

const variantNotFound = () => notFound('Variant not found', 'VARIANT_NOT_FOUND');

export function toAdminStockAdjustment(row: StockAdjustmentRow): AdminStockAdjustment {
  return {
    id: row.id,
    variantId: row.variantId,
    userId: row.userId,
    userName: row.userName,
    delta: row.delta,
    stockAfter: row.stockAfter,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds or removes stock with a reason, recorded (who, when, how much, why) with its audit row
 * in one transaction. The conditional update refuses to go below 0 (409 STOCK_NEGATIVE) or
 * above STOCK_MAX (409 STOCK_TOO_LARGE),
 * whatever else changes stock meanwhile. Answers the variant after and the adjustment.
 */
export async function adjustStock(
  db: Db,
  actorUserId: string,
  variantId: string,
  { delta, reason }: AdminStockAdjustmentBody,
): Promise<{ variant: VariantRow; adjustment: AdminStockAdjustment }> {
  const result = await db.transaction(async (tx) => {
    const row = await addStock(tx, variantId, delta, STOCK_MAX);
    if (!row) {
      const current = await findVariantStock(tx, variantId);
      if (current === undefined) throw variantNotFound();
      if (delta > 0) {
        throw conflict(
          `Stock cannot go above ${STOCK_MAX}: ${current} in stock, change of ${delta} refused`,
          'STOCK_TOO_LARGE',
        );
      }
      throw conflict(
        `Stock cannot go below 0: ${current} in stock, change of ${delta} refused`,
        'STOCK_NEGATIVE',
      );
    }
    const adjustmentId = newId();
    await insertStockAdjustments(tx, [
      { id: adjustmentId, variantId, userId: actorUserId, delta, stockAfter: row.stock, reason },
    ]);
    await recordAudit(tx, {
      actorUserId,
      action: 'variant.stock-adjust',
      entity: 'variant',
      entityId: variantId,
      before: { stock: row.stock - delta },
      after: { stock: row.stock, delta, reason },
    });
    const adjustment = await findStockAdjustment(tx, adjustmentId);
    if (!adjustment) throw new Error('stock adjustment not recorded');
    return { variant: row, adjustment: toAdminStockAdjustment(adjustment) };
  });
  // Shoppers see the new stock at once, on every replica (the catalogue drops that product's answer).
  stockChanged.announce(db, { productIds: [result.variant.productId] });
  return result;
}

export async function listStockAdjustments(
  db: Db,
  variantId: string,
  query: AdminPageQuery,
): Promise<AdminStockAdjustmentList> {
  if ((await findVariantStock(db, variantId)) === undefined) throw variantNotFound();
  const { rows, total } = await findStockAdjustments(db, variantId, pageOf(query));
  return { adjustments: rows.map(toAdminStockAdjustment), pagination: paginationOf(query, total) };
}
