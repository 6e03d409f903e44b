import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contracts';
import { storeServerCart } from './cart-cache';
import { cartKeys } from './cart-keys';

/** features/delivery's key of the cart's delivery answer (deliveryKeys.order), under the cart's. */
const deliveryAnswer = (owner: string, pincode: string) => ['cart', owner, 'delivery', pincode];

describe('storeServerCart', () => {
  it('reloads what depends on the cart (summary, delivery answer), not the cart it stores', () => {
    const client = new QueryClient();
    const cart = { items: [], totalAmount: 0 } as unknown as Cart;
    client.setQueryData(cartKeys.cart('u1'), cart);
    client.setQueryData(cartKeys.summary('u1'), { total: 2 });
    // Cash on delivery's limit is on the total: a changed quantity must ask again.
    client.setQueryData(deliveryAnswer('u1', '560001'), { codAvailable: true });
    client.setQueryData(deliveryAnswer('u2', '560001'), { codAvailable: true });

    storeServerCart(client, 'u1', cart);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(cartKeys.summary('u1'))).toBe(true);
    expect(stale(deliveryAnswer('u1', '560001'))).toBe(true);
    expect(stale(cartKeys.cart('u1'))).toBe(false);
    expect(stale(deliveryAnswer('u2', '560001'))).toBe(false);
  });
});
