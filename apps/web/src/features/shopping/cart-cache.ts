import type { QueryClient } from '@tanstack/react-query';
import type { Cart, CartWithSummary } from '@shop/contracts';
import { cartKeys } from './cart-keys';
import { clearCouponNotice, noteCouponMessage } from './coupon-notice';
import { noteRemovedLines } from './removed-lines-notice';

/** Reloads every cart query (cart and summary), e.g. after an order emptied the cart. */
export function invalidateCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/**
 * Every cart change answers with the whole cart: it becomes the cached cart at once (the header
 * badge follows), and what depends on it under the shopper's cart keys is reloaded: the summary
 * (coupon and totals) and the delivery answer (cash on delivery's limit is on the total).
 */
export function storeServerCart(queryClient: QueryClient, ownerId: string, cart: Cart): void {
  noteCouponMessage(cart.couponMessage);
  noteRemovedLines(cart.removedMessage);
  queryClient.setQueryData(cartKeys.cart(ownerId), cart);
  const stored = cartKeys.cart(ownerId);
  void queryClient.invalidateQueries({
    queryKey: cartKeys.owner(ownerId),
    predicate: (query) => query.queryKey[2] !== stored[2],
  });
}

/** Applying a coupon answers with both the cart and its summary. */
export function storeCartWithSummary(
  queryClient: QueryClient,
  ownerId: string,
  result: CartWithSummary,
): void {
  clearCouponNotice();
  queryClient.setQueryData(cartKeys.cart(ownerId), result.cart);
  queryClient.setQueryData(cartKeys.summary(ownerId), result.summary);
}
