import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@/components/ui/toast-store';
import { buildCart } from '@/test/cart-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { buildWishlistItem } from '@/test/wishlist-factory';
import { WishlistPage } from './wishlist-page';

const saree = buildWishlistItem(
  { _id: 'p-saree', name: 'Silk Saree', minPrice: 2499, maxPrice: 3199 },
  { addedAt: '2026-02-14T06:30:00.000Z' },
);
const kurta = buildWishlistItem({
  _id: 'p-kurta',
  name: 'Cotton Kurta',
  price: 999,
  originalPrice: 1499,
  minPrice: 999,
  maxPrice: 999,
  variants: [
    { _id: 'v-k1', size: '', sizes: [], color: 'Blue', colorCode: '#00f', stock: 0 },
    { _id: 'v-k2', size: 'M', sizes: ['M'], color: 'Blue', colorCode: '#00f', stock: 4 },
  ],
});
const soldOut = buildWishlistItem({ _id: 'p-gone', name: 'Linen Shirt', totalStock: 0 });

function openWishlist(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSignedIn();
  const api = mockApi({
    'GET /wishlist': ok({ wishlist: { items: [saree, kurta, soldOut] } }),
    'GET /cart': ok({ cart: buildCart() }),
    ...routes,
  });
  renderRoutes([{ path: '/wishlist', element: <WishlistPage /> }], { path: '/wishlist' });
  return api;
}

const card = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => clearToasts());

describe('wishlist page (spec §2 Wishlist)', () => {
  it('asks a visitor to sign in', () => {
    renderRoutes([{ path: '/wishlist', element: <WishlistPage /> }], { path: '/wishlist' });
    expect(
      screen.getByRole('heading', { name: 'Sign in to view your wishlist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('lists the saved products with count, price range, stock and the date added', async () => {
    openWishlist();
    const sareeCard = await card('Silk Saree');
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('3 items');
    expect(within(sareeCard).getByText('₹2,499 – ₹3,199')).toBeInTheDocument();
    expect(within(sareeCard).getByText('Added 14 Feb 2026')).toBeInTheDocument();
    expect(within(await card('Cotton Kurta')).getByText('₹999')).toBeInTheDocument();
    const gone = await card('Linen Shirt');
    expect(within(gone).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("adds the first variant in its first size, and 'M' from a variant that has it", async () => {
    const api = openWishlist({ 'POST /cart/add': ok({ cart: buildCart() }) });
    const user = userEvent.setup();
    await user.click(within(await card('Silk Saree')).getByRole('button', { name: 'Add to Cart' }));
    await user.click(
      within(await card('Cotton Kurta')).getByRole('button', { name: 'Add to Cart' }),
    );
    await waitFor(() => expect(api.callsTo('POST /cart/add')).toHaveLength(2));
    expect(api.callsTo('POST /cart/add').map((call) => call.body)).toEqual([
      { product: 'p-saree', variantId: 'p-saree-v1', size: 'Free', quantity: 1 },
      { product: 'p-kurta', variantId: 'v-k2', size: 'M', quantity: 1 },
    ]);
    expect(await screen.findAllByText('Added to cart')).not.toHaveLength(0);
  });

  it('skips a sold-out first size for the first one in stock (issue 20)', async () => {
    const jeans = buildWishlistItem({
      _id: 'p-jeans',
      name: 'Slim Jeans',
      variants: [
        { _id: 'v-28', size: '28', sizes: ['28'], color: 'Indigo', colorCode: '#283a6b', stock: 0 },
        { _id: 'v-30', size: '30', sizes: ['30'], color: 'Indigo', colorCode: '#283a6b', stock: 3 },
      ],
    });
    const api = openWishlist({
      'GET /wishlist': ok({ wishlist: { items: [jeans] } }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });
    const user = userEvent.setup();
    await user.click(within(await card('Slim Jeans')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.callsTo('POST /cart/add')).toHaveLength(1));
    expect(api.callsTo('POST /cart/add')[0]?.body).toMatchObject({ variantId: 'v-30', size: '30' });
  });

  it("says 'Failed to add item to cart' when the server cannot be reached", async () => {
    openWishlist({ 'POST /cart/add': fail(503, 'UNAVAILABLE', 'down') });
    const user = userEvent.setup();
    await user.click(within(await card('Silk Saree')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
  });

  it("says 'Product variant or size not available' for a product with no size to pick", async () => {
    const noSize = buildWishlistItem({
      _id: 'p-x',
      name: 'Tote Bag',
      variants: [{ _id: 'v-x', size: '', sizes: [], color: 'Tan', colorCode: '#d2b48c', stock: 2 }],
    });
    const api = openWishlist({ 'GET /wishlist': ok({ wishlist: { items: [noSize] } }) });
    const user = userEvent.setup();
    await user.click(within(await card('Tote Bag')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product variant or size not available')).toBeInTheDocument();
    expect(api.callsTo('POST /cart/add')).toHaveLength(0);
  });

  it("removes an item, and says 'Failed to remove item from wishlist' when that fails", async () => {
    const api = openWishlist({
      'DELETE /wishlist/p-saree': ok({ wishlist: { items: [kurta, soldOut] } }),
      'DELETE /wishlist/p-kurta': fail(500, 'INTERNAL', 'Oops'),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Silk Saree from wishlist' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Silk Saree' })).toBeNull());
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2 items');

    await user.click(screen.getByRole('button', { name: 'Remove Cotton Kurta from wishlist' }));
    expect(await screen.findByText('Failed to remove item from wishlist')).toBeInTheDocument();
    expect(api.callsTo('DELETE /wishlist/p-kurta')).toHaveLength(1);
  });

  it('clears everything only after the shopper confirms', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = openWishlist({ 'DELETE /wishlist/clear': ok({ wishlist: { items: [] } }) });
    const user = userEvent.setup();
    await card('Silk Saree');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(api.callsTo('DELETE /wishlist/clear')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it("says 'Failed to clear wishlist' when clearing fails", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openWishlist({ 'DELETE /wishlist/clear': fail(503, 'UNAVAILABLE', 'down') });
    const user = userEvent.setup();
    await card('Silk Saree');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Failed to clear wishlist')).toBeInTheDocument();
  });

  it("offers 'Try Again', which reloads the page, when the wishlist cannot be loaded", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    openWishlist({ 'GET /wishlist': fail(503, 'UNAVAILABLE', 'The server is unavailable') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
