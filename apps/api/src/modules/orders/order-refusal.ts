import { ORDER_ERROR_CODES } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { businessRule } from '../../lib/errors';
import { cancelOrder } from './order-cancellation';
import { orderNotFound } from './order-queries';
import { findOrder, type OrderRow, updateOrderWhile } from './order-repository';

/**
 * 'Refused at delivery' (issue 16): the courier brought a shipped cash-on-delivery order back.
 * It is cancelled like any other shipped order (nothing to refund, the shopper told; its stock
 * returns to sale when the parcel is back at the shop, decision 048) and marked refused, which
 * counts towards the shopper's COD block (decision 023).
 */
export async function refuseAtDelivery(
  db: Executor,
  request: {
    orderId: string;
    note?: string;
    actorUserId: string;
    now: Date;
    onChanged: (tx: Executor, before: OrderRow, after: OrderRow) => Promise<void>;
  },
): Promise<void> {
  const row = await findOrder(db, request.orderId);
  if (!row) throw orderNotFound();
  if (row.paymentMethod !== 'COD' || row.orderStatus !== 'shipped') {
    throw businessRule(
      'Only a shipped cash-on-delivery order can be marked refused at delivery',
      ORDER_ERROR_CODES.notRefusable,
    );
  }
  const reason = 'Refused at delivery';
  await cancelOrder(db, {
    orderId: request.orderId,
    reason,
    allowed: ['shipped'],
    actorUserId: request.actorUserId,
    now: request.now,
    description: request.note ? `${reason}. ${request.note}` : reason,
    onCancelled: async (tx, before) => {
      const after = await updateOrderWhile(tx, before.id, ['cancelled'], {
        refusedAtDelivery: true,
      });
      if (!after) throw new Error('refused order vanished');
      await request.onChanged(tx, before, after);
    },
  });
}
