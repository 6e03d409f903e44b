import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { cartKeys } from '../cart-keys';
import { noteCouponMessage } from '../coupon-notice';
import { noteRemovedLines } from '../removed-lines-notice';
import { useShopper } from '../use-shopper';

/** spec §7: GET /cart -> data.cart (the signed-in shopper's cart, priced now). */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const { cart } = await api.get<{ cart: Cart }>('/cart', { signal });
  noteCouponMessage(cart.couponMessage);
  noteRemovedLines(cart.removedMessage);
  return cart;
}

export const cartQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: cartKeys.cart(ownerId),
    queryFn: ({ signal }) => getCart(signal),
    // The cart is the shopper's on every tab and device: a tab brought back to the front shows
    // what it holds now (a checkout left open must not total a cart changed elsewhere).
    refetchOnWindowFocus: 'always',
  });

/** The server cart of the signed-in shopper; idle (no data) while signed out. */
export function useServerCart() {
  const { ownerId } = useShopper();
  return useQuery({ ...cartQueryOptions(ownerId ?? 'signed-out'), enabled: ownerId !== null });
}
