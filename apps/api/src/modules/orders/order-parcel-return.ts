import { ORDER_ERROR_CODES } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { businessRule } from '../../lib/errors';
import { restoreStock } from '../stock';
import { orderNotFound } from './order-queries';
import { findItemsOfOrders, lockOrder, type OrderRow, updateOrderWhile } from './order-repository';
import { retryOnCollision } from './retry';

/**
 * The parcel of an order cancelled once shipped (by the shop, or refused at the door) is back at
 * the shop: its units return to sale now, exactly once (the order row is locked, and
 * `awaitingReturn` is cleared in the same transaction). A second call is refused with 422.
 */
export async function receiveReturnedParcel(
  db: Executor,
  request: {
    orderId: string;
    now: Date;
    onChanged: (tx: Executor, before: OrderRow, after: OrderRow) => Promise<void>;
  },
): Promise<void> {
  const productIds = await retryOnCollision(() =>
    db.transaction(async (tx) => {
      const row = await lockOrder(tx, request.orderId);
      if (!row) throw orderNotFound();
      if (!row.awaitingReturn) {
        throw businessRule(
          'This order is not waiting for its parcel to come back',
          ORDER_ERROR_CODES.notAwaitingReturn,
        );
      }
      const after = await updateOrderWhile(tx, row.id, ['cancelled'], {
        awaitingReturn: false,
        returnedToShopAt: request.now,
      });
      if (!after) throw new Error('returned order vanished');
      const items = await findItemsOfOrders(tx, [row.id]);
      await restoreStock(tx, items);
      await request.onChanged(tx, row, after);
      return items.flatMap((item) => (item.productId ? [item.productId] : []));
    }),
  );
  // After the commit: the product answers show the units back on sale, on every replica.
  stockChanged.announce(db, { productIds: [...new Set(productIds)] });
}
