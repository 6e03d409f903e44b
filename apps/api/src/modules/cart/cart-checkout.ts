import type { Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import {
  type CartLine,
  type CartRow,
  deleteAllLines,
  findCartLines,
  findProductName,
  lockCartOf,
  setCartCoupon,
} from './cart-repository';

/**
 * What placing an order asks of the cart, inside the order's transaction (the cart empties
 * only if the order is placed). Lock order: cart, then coupon, then variants.
 */

/** Locks the shopper's cart row (one placement per shopper at a time); undefined: no cart. */
export function lockCart(tx: Executor, userId: string): Promise<CartRow | undefined> {
  return lockCartOf(tx, userId);
}

/** Every line with today's price and stock and whether it is still sold (none left out). */
export function checkoutLines(tx: Executor, cartId: string): Promise<CartLine[]> {
  return findCartLines(tx, cartId);
}

/**
 * The name a message refusing the order gives a line (issue 19): the product's name in
 * `language`. The lines themselves keep the English name the order item captures.
 */
export async function lineNameIn(
  tx: Executor,
  line: Pick<CartLine, 'productId' | 'name'>,
  language: Language,
): Promise<string> {
  if (language === 'en') return line.name;
  return (await findProductName(tx, line.productId, language)) ?? line.name;
}

/** Empties the cart and takes any coupon off it. */
export async function emptyCart(tx: Executor, cartId: string): Promise<void> {
  await deleteAllLines(tx, cartId);
  await setCartCoupon(tx, cartId, null);
}
