import type { Language, ReorderResult } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { addToCart, readCart } from '../cart';
import { orderNotFound } from './order-queries';
import { findItemsOfOrders, findOrder } from './order-repository';

/**
 * POST /orders/{id}/reorder: each item goes back in the cart through the cart's own rules
 * (stock, visibility); the ones it refuses are reported with its reason. Names, reasons and the
 * cart are in the shopper's `language` (issue 19), as the order and the cart are.
 */
export async function reorder(
  db: Db,
  userId: string,
  orderId: string,
  language: Language = 'en',
): Promise<ReorderResult> {
  const order = await findOrder(db, orderId, userId);
  if (!order) throw orderNotFound();
  const added: ReorderResult['added'] = [];
  const unavailable: ReorderResult['unavailable'] = [];
  const why = (reason: string) => localiseMessage(reason, language);
  for (const item of await findItemsOfOrders(db, [order.id], language)) {
    const what = { name: item.name, size: item.size };
    if (!item.productId || !item.variantId) {
      unavailable.push({ ...what, reason: why('This product is no longer available') });
      continue;
    }
    try {
      await addToCart(
        db,
        userId,
        {
          product: item.productId,
          variantId: item.variantId,
          size: item.size,
          quantity: item.quantity,
        },
        language,
      );
      added.push({ ...what, quantity: item.quantity });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      unavailable.push({ ...what, reason: why(error.message) });
    }
  }
  const { cart, summary } = await readCart(db, userId, language);
  return { cart, summary, added, unavailable };
}
