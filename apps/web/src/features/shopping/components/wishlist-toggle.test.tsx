import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from '@/components/ui/toast-region';
import { setLoginRedirect } from '@/lib/api-client';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { buildWishlistItem } from '@/test/wishlist-factory';
import { WishlistToggle } from './wishlist-toggle';

function openToggle() {
  return renderRoutes(
    [
      {
        path: '/products',
        element: (
          <>
            <WishlistToggle product={{ _id: 'p1' }} variantId="v1" />
            <ToastRegion />
          </>
        ),
      },
    ],
    { path: '/products' },
  );
}

describe("a member's wishlist toggle uses the server (spec §4 Session)", () => {
  it('adds to the server wishlist and shows it saved', async () => {
    storeSignedIn();
    const api = mockApi({
      'GET /wishlist': ok({ wishlist: { items: [] } }),
      'POST /wishlist/add': ok({ wishlist: { items: [buildWishlistItem({ _id: 'p1' })] } }),
    });
    const user = userEvent.setup();
    openToggle();
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));

    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toBeInTheDocument();
    expect(api.callsTo('POST /wishlist/add')[0]?.body).toEqual({ product: 'p1', variantId: 'v1' });
    expect(localStorage.getItem('localWishlist')).toBeNull();
  });

  it("removes a saved product, and says 'Failed to remove item from wishlist' when that fails", async () => {
    storeSignedIn();
    mockApi({
      'GET /wishlist': ok({ wishlist: { items: [buildWishlistItem({ _id: 'p1' })] } }),
      'DELETE /wishlist/p1': fail(503, 'UNAVAILABLE', 'down'),
    });
    const user = userEvent.setup();
    openToggle();
    await user.click(await screen.findByRole('button', { name: 'Remove from Wishlist' }));
    expect(await screen.findByText('Failed to remove item from wishlist')).toBeInTheDocument();
  });

  it('sends the shopper to /login when the toggle fails with a 401 that signed them out', async () => {
    storeSignedIn();
    mockApi({
      'GET /wishlist': ok({ wishlist: { items: [] } }),
      'POST /wishlist/add': fail(401, 'UNAUTHORIZED', 'Session expired'),
    });
    // Stands in for the app's router bridge, which jsdom's full page load cannot replace.
    const restore = setLoginRedirect(() => {});
    const user = userEvent.setup();
    const { router } = openToggle();
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/products' });
    restore();
  });
});

describe("a visitor's broken stored wishlist (spec §8)", () => {
  it('reads as empty and is deleted', () => {
    localStorage.setItem('localWishlist', '"not a list"');
    mockApi({});
    openToggle();
    expect(screen.getByRole('button', { name: /wishlist/i })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem('localWishlist')).toBeNull();
  });
});
