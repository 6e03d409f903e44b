import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RAZORPAY_CHECKOUT_URL, RAZORPAY_LOAD_FAILED } from '@/features/orders';
import { buildAddress } from '@/test/address-factory';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import {
  buildCheckout,
  installFakeRazorpay,
  RAZORPAY_KEY_ID,
  razorpayPayment,
  removeFakeRazorpay,
} from '@/test/fake-razorpay';
import { mockApi, ok } from '@/test/mock-api';
import { deliveryRoutes } from '@/test/delivery-factory';
import { buildOrder, buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { buildUser, storeSignedIn } from '@/test/user-factory';
import { CheckoutPage } from './checkout-page';

const ID = 'order00000000000000abc123';
const cart = buildCart([buildCartItem({ _id: 'line-1', quantity: 2, price: 799 })]);
const home = buildAddress({ _id: 'home', addressLine1: '12 MG Road', isDefault: true });
const pending = buildOrder({
  orderId: ID,
  orderStatus: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'CARD',
  totalAmount: 1600,
  payment: razorpayPayment(),
});
const paid = buildOrder({ ...pending, orderStatus: 'confirmed', paymentStatus: 'completed' });

/** /checkout of a shop paid through Razorpay, for a shopper whose account has an email. */
function openCheckout(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSignedIn(buildUser({ email: 'asha@example.com' }));
  const api = mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /users/addresses': ok({ addresses: [home] }),
    ...deliveryRoutes(),
    'GET /orders/payment-methods': ok(
      buildPaymentMethods({ provider: 'razorpay', razorpayKeyId: RAZORPAY_KEY_ID }),
    ),
    'POST /orders/create': { status: 201, body: { success: true, data: { order: pending } } },
    [`POST /orders/${ID}/payment`]: ok({ order: paid }),
    [`GET /orders/${ID}`]: ok({ order: pending }),
    ...routes,
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], {
    path: '/checkout',
  });
  return { ...view, api, alert };
}

async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Place Order ₹1,600$/ }));
}

afterEach(() => removeFakeRazorpay());

describe('checkout through Razorpay (decision 008)', () => {
  it('asks for no card details, opens Razorpay, posts the signature and confirms', async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    const { api, router } = openCheckout();
    expect(await screen.findByText(/Razorpay's secure window opens/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/test mode/i)).not.toBeInTheDocument();
    await placeOrder(user);

    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    expect(api.callsTo('POST /orders/create')[0]?.body).not.toHaveProperty('payment');
    expect(api.callsTo('POST /orders/create')[0]?.body).toMatchObject({ paymentMethod: 'CARD' });
    expect(razorpay.last()!.options).toMatchObject({
      key: RAZORPAY_KEY_ID,
      order_id: 'order_RZP1',
      amount: 160_000,
      currency: 'INR',
      name: 'BharatBazaar',
      prefill: { name: home.name, contact: home.phone, email: 'asha@example.com' },
    });

    await razorpay.last()!.pay('pay_OK1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe(`?orderId=${ID}`);
    expect(api.callsTo(`POST /orders/${ID}/payment`)[0]?.body).toEqual({
      method: 'RAZORPAY',
      razorpayOrderId: 'order_RZP1',
      razorpayPaymentId: 'pay_OK1',
      razorpaySignature: 'sig_order_RZP1_pay_OK1',
    });
  });

  it('keeps the order pending with the retry panel when Razorpay is closed, and pays again', async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    const { api, router } = openCheckout();
    await placeOrder(user);
    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    act(() => razorpay.last()!.decline('Your bank declined the payment'));
    await razorpay.last()!.close();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your bank declined the payment',
    );
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ID}/payment`)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/checkout');

    await user.click(screen.getByRole('button', { name: /Retry Payment ₹1,600/ }));
    // The order is read again (a webhook may have settled it) and the same Razorpay order reused.
    await waitFor(() => expect(razorpay.windows).toHaveLength(2));
    expect(api.callsTo(`GET /orders/${ID}`)).toHaveLength(1);
    expect(razorpay.last()!.options.order_id).toBe('order_RZP1');
    await razorpay.last()!.close();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was not completed. Your order is saved, and you can pay for it again.',
    );

    await user.click(screen.getByRole('button', { name: /Retry Payment ₹1,600/ }));
    await waitFor(() => expect(razorpay.windows).toHaveLength(3));
    await razorpay.last()!.pay('pay_OK2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(api.callsTo('POST /orders/create')).toHaveLength(1);
  });

  it('opens a new Razorpay order when the placed one has none waiting', async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    const reopened = {
      ...pending,
      payment: razorpayPayment(buildCheckout({ providerOrderId: 'order_RZP9' })),
    };
    const { api } = openCheckout({
      'POST /orders/create': ok({ order: { ...pending, payment: null } }),
      [`POST /orders/${ID}/payment/checkout`]: ok({ order: reopened }),
    });
    await placeOrder(user);
    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    expect(api.callsTo(`POST /orders/${ID}/payment/checkout`)).toHaveLength(1);
    expect(razorpay.last()!.options.order_id).toBe('order_RZP9');
  });

  it('says so clearly when Razorpay Checkout cannot be loaded', async () => {
    const user = userEvent.setup();
    const { api } = openCheckout();
    await placeOrder(user);

    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).not.toBeNull(),
    );
    const script = document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)!;
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(RAZORPAY_LOAD_FAILED);
    expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();
    expect(screen.getByRole('button', { name: /Retry Payment ₹1,600/ })).toBeEnabled();
    expect(api.callsTo(`POST /orders/${ID}/payment`)).toHaveLength(0);
  });
});
