import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createSessionStore } from '@/features/auth';
import { useCartCount } from '@/features/shopping';
import { writeJson } from '@/lib/storage';
import { buildCart, buildCartItem } from '@/test/cart-factory';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { buildUser } from '@/test/user-factory';
import { CartSessionSync } from './use-merge-on-sign-in';

function Badge() {
  return <output data-testid="count">{useCartCount()}</output>;
}

describe('merging on sign-in (spec §4 Login)', () => {
  it('merges the local cart and wishlist, clears them and shows the server cart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeJson('localCart', [{ productId: 'p1', variantId: 'v1', size: 'M', quantity: 2 }]);
    writeJson('localWishlist', [
      { product: 'p5', addedAt: '2026-01-01T00:00:00.000Z' },
      { product: 'gone', addedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    let serverCart = buildCart([buildCartItem({ product: 'p9', quantity: 1 })]);
    const api = mockApi({
      'GET /cart': () => ok({ cart: serverCart }),
      'GET /products/p1': ok({
        product: { _id: 'p1', variants: [{ _id: 'v1', size: 'M', stock: 9 }] },
      }),
      'POST /cart/add': () => {
        serverCart = buildCart([
          ...serverCart.items,
          buildCartItem({ product: 'p1', quantity: 2 }),
        ]);
        return ok({ cart: serverCart });
      },
      'POST /wishlist/add': ({ body }) =>
        (body as { product: string }).product === 'gone'
          ? {
              status: 404,
              body: { success: false, code: 'PRODUCT_NOT_FOUND', message: 'Not found' },
            }
          : ok({ wishlist: { items: [] } }),
    });
    const store = createSessionStore({ fetchCurrentUser: () => new Promise(() => {}) });
    renderAtRoot(
      <>
        <CartSessionSync />
        <Badge />
      </>,
      { store },
    );
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    await act(() => store.setSession('tok-1', buildUser()));

    expect(api.callsTo('POST /cart/add').map((call) => call.body)).toEqual([
      { product: 'p1', variantId: 'v1', size: 'M', quantity: 2 },
    ]);
    expect(api.callsTo('POST /wishlist/add').map((call) => call.body)).toEqual([
      { product: 'p5' },
      { product: 'gone' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'A saved item could not be added to the wishlist',
      'gone',
      expect.anything(),
    );
    expect(localStorage.getItem('localCart')).toBeNull();
    expect(localStorage.getItem('localWishlist')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  });

  it('goes back to the browser cart count at once on sign-out', async () => {
    mockApi({ 'GET /cart': ok({ cart: buildCart([buildCartItem({ quantity: 4 })]) }) });
    const store = createSessionStore({ fetchCurrentUser: () => new Promise(() => {}) });
    renderAtRoot(
      <>
        <CartSessionSync />
        <Badge />
      </>,
      { store },
    );
    await act(() => store.setSession('tok-1', buildUser()));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));

    writeJson('localCart', [{ productId: 'p1', variantId: 'v1', size: 'M', quantity: 1 }]);
    act(() => store.logout());
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });
});
