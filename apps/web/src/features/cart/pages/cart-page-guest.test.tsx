import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@/components/ui/toast-store';
import { addToLocalCart, readLocalCart } from '@/features/shopping';
import { buildCart } from '@/test/cart-factory';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { buildUser } from '@/test/user-factory';
import { CartPage } from './cart-page';

const blueM = buildVariant({
  _id: 'v-blue-m',
  color: 'Blue',
  colorCode: '#1e40af',
  size: 'M',
  price: 799,
  originalPrice: 999,
  stock: 3,
});
const shirt = buildProduct({ _id: 'p-shirt', name: 'Oxford Shirt', variants: [blueM] });
const saree = buildProduct({
  _id: 'p-saree',
  name: 'Silk Saree',
  variants: [buildVariant({ _id: 'v-saree', size: 'Free', price: 2499, originalPrice: 2499 })],
});

function guestCart(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /products/p-shirt': ok({ product: shirt }),
    'GET /products/p-saree': ok({ product: saree }),
    ...routes,
  });
}

function openCart() {
  return renderRoutes([{ path: '/cart', element: <CartPage /> }], { path: '/cart' });
}

beforeEach(() => clearToasts());

describe('cart page for a visitor (spec §2 Cart, §4 Session: the browser cart)', () => {
  it('draws the local lines and totals, and asks to sign in for coupons', async () => {
    addToLocalCart(shirt, blueM._id, 'M', 2);
    guestCart();
    openCart();

    const row = screen.getByRole('listitem', { name: 'Oxford Shirt' });
    expect(within(row).getByText('Color: Blue')).toBeInTheDocument();
    expect(within(row).getByTestId('item-total')).toHaveTextContent('₹1,598');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,600');
    const coupon = screen.getByRole('region', { name: 'Coupon' });
    expect(within(coupon).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });

  it('changes the local quantity, refusing to pass the stock the catalogue gives', async () => {
    addToLocalCart(shirt, blueM._id, 'M', 2);
    guestCart();
    const user = userEvent.setup();
    openCart();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order Summary' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(readLocalCart()[0]?.quantity).toBe(3);
    // At the stock the stepper stops rather than letting the cart refuse.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(readLocalCart()[0]?.quantity).toBe(3);
  });

  it("checks a visitor's lines against the catalogue's stock and holds checkout", async () => {
    addToLocalCart(shirt, blueM._id, 'M', 3);
    const fewer = buildProduct({ ...shirt, variants: [{ ...blueM, stock: 1 }] });
    guestCart({ 'GET /products/p-shirt': ok({ product: fewer }) });
    openCart();
    const row = screen.getByRole('listitem', { name: 'Oxford Shirt' });
    expect(await within(row).findByTestId('line-stock')).toHaveTextContent('Only 1 left');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 1 of Oxford Shirt (size M) is left: reduce the quantity to 1.',
    );
  });

  it('drops a line whose product is no longer sold, with a notice', async () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    addToLocalCart(saree, 'v-saree', 'Free', 1);
    guestCart({ 'GET /products/p-saree': fail(404, 'NOT_FOUND', 'Product not found') });
    openCart();
    expect(
      await screen.findByText('Silk Saree is no longer sold and was removed from your cart'),
    ).toBeInTheDocument();
    expect(readLocalCart().map((item) => item.productId)).toEqual(['p-shirt']);
    expect(screen.queryByRole('listitem', { name: 'Silk Saree' })).not.toBeInTheDocument();
  });

  it('saves a local line for later and moves it back', async () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    addToLocalCart(saree, 'v-saree', 'Free', 1);
    guestCart();
    const user = userEvent.setup();
    openCart();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Silk Saree' })).getByRole('button', {
        name: 'Save for Later',
      }),
    );
    const section = await screen.findByRole('region', { name: 'Saved for Later (1)' });
    expect(readLocalCart().map((item) => item.productId)).toEqual(['p-shirt']);
    expect(JSON.parse(localStorage.getItem('localWishlist') ?? '[]')).toMatchObject([
      { product: 'p-saree' },
    ]);

    await user.click(within(section).getByRole('button', { name: 'Move to Cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Saved for Later/ })).toBeNull(),
    );
    expect(readLocalCart().map((item) => [item.productId, item.size, item.quantity])).toEqual([
      ['p-shirt', 'M', 1],
      ['p-saree', 'Free', 1],
    ]);
    expect(JSON.parse(localStorage.getItem('localWishlist') ?? '[]')).toEqual([]);
  });

  it('removes a local line', async () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    guestCart();
    const user = userEvent.setup();
    openCart();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(readLocalCart()).toEqual([]);
  });
});

describe('developer helper (spec §7): only in development builds', () => {
  it('signs in the test user from the cart page with the fixed number and code', async () => {
    const api = guestCart({
      'POST /auth/verify-otp': ok({
        accessToken: 'tok-test',
        user: buildUser({ name: 'Test User' }),
        isNewUser: false,
      }),
      'GET /cart': ok({ cart: buildCart() }),
      'GET /cart/summary': ok({}),
      'GET /wishlist': ok({ wishlist: { items: [] } }),
    });
    const user = userEvent.setup();
    const { store } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Test Login' }));

    await waitFor(() => expect(store.getState().status).toBe('signedIn'));
    expect(api.callsTo('POST /auth/verify-otp')[0]?.body).toEqual({
      phone: '1234567890',
      otp: '1234',
      name: 'Test User',
    });
    expect(localStorage.getItem('authToken')).toBe('tok-test');
    expect(screen.queryByRole('button', { name: 'Test Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Force Refresh' })).toBeInTheDocument();
  });

  it('says why the test login failed', async () => {
    guestCart({ 'POST /auth/verify-otp': fail(400, 'INVALID_OTP', 'Invalid OTP') });
    const user = userEvent.setup();
    openCart();
    await user.click(await screen.findByRole('button', { name: 'Test Login' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
  });
});
