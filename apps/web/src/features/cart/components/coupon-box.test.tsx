import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartSummary } from '@shop/contracts';
import { clearToasts } from '@/components/ui/toast-store';
import { clearCouponNotice } from '@/features/shopping';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { deferredReply, fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { CartPage } from '../pages/cart-page';

const cart = buildCart([
  buildCartItem({ _id: 'l1', quantity: 2, price: 1500, originalPrice: 1999 }),
]);
const welcome = { code: 'WELCOME10', description: '10% off, up to ₹200', discount: 200 };
const withCoupon: CartSummary = buildSummary(cart, { appliedCoupon: welcome, couponDiscount: 200 });

function openCart(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSignedIn();
  const api = mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /wishlist': ok({ wishlist: { items: [] } }),
    ...routes,
  });
  renderRoutes([{ path: '/cart', element: <CartPage /> }], { path: '/cart' });
  return api;
}

const couponBox = () => screen.findByRole('region', { name: 'Coupon' });

beforeEach(() => {
  clearToasts();
  clearCouponNotice();
});

describe('coupon box (spec §4 Coupon, §5, §8)', () => {
  it('asks for a code when the box is empty and sends nothing', async () => {
    const api = openCart();
    const user = userEvent.setup();
    const box = await couponBox();
    await user.type(within(box).getByLabelText('Coupon code'), '   ');
    await user.click(within(box).getByRole('button', { name: 'Apply' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('Please enter a coupon code');
    expect(api.callsTo('POST /cart/coupon/apply')).toHaveLength(0);
  });

  it('sends the code trimmed and upper-cased, shows applying, then the applied code and discount', async () => {
    const reply = deferredReply();
    const api = openCart({ 'POST /cart/coupon/apply': reply.route });
    const user = userEvent.setup();
    const box = await couponBox();
    await user.type(within(box).getByLabelText('Coupon code'), '  welcome10 ');
    await user.click(within(box).getByRole('button', { name: 'Apply' }));

    expect(within(box).getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(box).toHaveAttribute('data-state', 'applying');
    expect(api.callsTo('POST /cart/coupon/apply')[0]?.body).toEqual({ couponCode: 'WELCOME10' });

    reply.release(ok({ cart, summary: withCoupon }));
    expect(await within(box).findByText('WELCOME10')).toBeInTheDocument();
    expect(box).toHaveAttribute('data-state', 'applied');
    expect(
      within(box).getByRole('button', { name: 'Remove coupon WELCOME10' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₹200');
    expect(screen.getByText('Coupon discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹2,802');
  });

  it("shows the server's reason when a code does not apply", async () => {
    openCart({
      'POST /cart/coupon/apply': fail(422, 'COUPON_MIN_ORDER', 'Add ₹1,499 more to use FESTIVE25'),
    });
    const user = userEvent.setup();
    const box = await couponBox();
    await user.type(within(box).getByLabelText('Coupon code'), 'festive25');
    await user.click(within(box).getByRole('button', { name: 'Apply' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Add ₹1,499 more to use FESTIVE25',
    );
    expect(box).toHaveAttribute('data-state', 'none');
  });

  it("says 'Invalid coupon code' when the server gives no reason", async () => {
    openCart({ 'POST /cart/coupon/apply': { status: 404, body: 'Not Found' } });
    const user = userEvent.setup();
    const box = await couponBox();
    await user.type(within(box).getByLabelText('Coupon code'), 'NOPE');
    await user.click(within(box).getByRole('button', { name: 'Apply' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Invalid coupon code');
  });

  it('removes an applied coupon and says so', async () => {
    let summary = withCoupon;
    const api = openCart({
      'GET /cart/summary': () => ok(summary),
      'DELETE /cart/coupon/remove': () => {
        summary = buildSummary(cart);
        return ok({ cart });
      },
    });
    const user = userEvent.setup();
    const box = await couponBox();
    await user.click(await within(box).findByRole('button', { name: 'Remove coupon WELCOME10' }));

    await waitFor(() => expect(box).toHaveAttribute('data-state', 'removed'));
    expect(within(box).getByText('Coupon removed.')).toBeInTheDocument();
    expect(within(box).getByLabelText('Coupon code')).toBeInTheDocument();
    expect(api.callsTo('DELETE /cart/coupon/remove')).toHaveLength(1);
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  });

  it("leaves 'Coupon removed.' behind when the next code is tried", async () => {
    let summary = withCoupon;
    openCart({
      'GET /cart/summary': () => ok(summary),
      'DELETE /cart/coupon/remove': () => {
        summary = buildSummary(cart);
        return ok({ cart });
      },
      'POST /cart/coupon/apply': fail(404, 'COUPON_NOT_FOUND', 'Invalid coupon code'),
    });
    const user = userEvent.setup();
    const box = await couponBox();
    await user.click(await within(box).findByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'removed'));
    await user.type(within(box).getByLabelText('Coupon code'), 'nope');
    await user.click(within(box).getByRole('button', { name: 'Apply' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Invalid coupon code');
    expect(within(box).queryByText('Coupon removed.')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('data-state', 'none');
  });

  it('shows why the server dropped a coupon the cart no longer qualifies for', async () => {
    const dropped = 'Coupon FLAT100 was removed: the order is below the ₹999 minimum';
    openCart({
      'GET /cart': ok({ cart: { ...cart, couponMessage: dropped } }),
      'GET /cart/summary': ok(buildSummary(cart)),
    });
    const box = await couponBox();
    expect(await within(box).findByText(dropped)).toBeInTheDocument();
  });
});
