import type {
  AdminPageQuery,
  AdminStockAdjustmentBody,
  AdminStockAdjustmentList,
  AdminStockAdjustmentResult,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit/audit-service';
import { toAdminStockAdjustment, toAdminVariant } from './admin-product-mapper';
import {
  addStock,
  findStockAdjustment,
  findStockAdjustments,
  findVariant,
  insertStockAdjustment,
  type VariantRow,
} from './admin-variant-repository';
import { forgetCatalogue } from './catalogue-caches';

/** The reason recorded for the stock a variant is created with. */
export const OPENING_STOCK_REASON = 'Opening stock';

const variantNotFound = () => notFound('Variant not found', 'VARIANT_NOT_FOUND');

/** One row of stock history for a change already applied to `variant` (its stock is after). */
export async function recordStock(
  tx: Executor,
  actorUserId: string,
  variant: VariantRow,
  delta: number,
  reason: string,
) {
  const id = newId();
  await insertStockAdjustment(tx, {
    id,
    variantId: variant.id,
    userId: actorUserId,
    delta,
    stockAfter: variant.stock,
    reason,
  });
  return id;
}

/**
 * Adds or removes stock with a reason, recorded (who, when, how much, why). The conditional
 * update refuses to go below 0 (409 STOCK_NEGATIVE), whatever else changes stock meanwhile.
 */
export async function adjustAdminStock(
  db: Db,
  actorUserId: string,
  id: string,
  { delta, reason }: AdminStockAdjustmentBody,
): Promise<AdminStockAdjustmentResult> {
  const result = await db.transaction(async (tx) => {
    const row = await addStock(tx, id, delta);
    if (!row) {
      const current = await findVariant(tx, id);
      if (!current) throw variantNotFound();
      throw conflict(
        `Stock cannot go below 0: ${current.stock} in stock, change of ${delta} refused`,
        'STOCK_NEGATIVE',
      );
    }
    const adjustmentId = await recordStock(tx, actorUserId, row, delta, reason);
    await recordAudit(tx, {
      actorUserId,
      action: 'variant.stock-adjust',
      entity: 'variant',
      entityId: id,
      before: { stock: row.stock - delta },
      after: { stock: row.stock, delta, reason },
    });
    const adjustment = await findStockAdjustment(tx, adjustmentId);
    if (!adjustment) throw new Error('stock adjustment not recorded');
    return { variant: toAdminVariant(row), adjustment: toAdminStockAdjustment(adjustment) };
  });
  // Shoppers see the new stock at once (cached product answers are dropped).
  forgetCatalogue(db);
  return result;
}

export async function listAdminStockAdjustments(
  db: Db,
  variantId: string,
  query: AdminPageQuery,
): Promise<AdminStockAdjustmentList> {
  if (!(await findVariant(db, variantId))) throw variantNotFound();
  const { rows, total } = await findStockAdjustments(db, variantId, pageOf(query));
  return { adjustments: rows.map(toAdminStockAdjustment), pagination: paginationOf(query, total) };
}
