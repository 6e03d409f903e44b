import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/contracts';
import { buildAddress } from '@/test/address-factory';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { fail, mockApi, ok, type MockReply } from '@/test/mock-api';
import { deliveryRoutes } from '@/test/delivery-factory';
import { buildOrder, buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { CheckoutPage } from './checkout-page';

const CARD_ALERT =
  'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required';
const cart = buildCart([buildCartItem({ _id: 'line-1', quantity: 2, price: 799 })]);
const home = buildAddress({ _id: 'home', addressLine1: '12 MG Road', isDefault: true });
const office = buildAddress({ _id: 'office', addressLine1: '5 Residency Road' });
const placed = buildOrder({ orderId: 'order00000000000000abc123', totalAmount: 1600 });

function openCheckout(
  routes: Parameters<typeof mockApi>[0] = {},
  cartNow: Cart = cart,
  queryClient?: QueryClient,
) {
  storeSignedIn();
  const api = mockApi({
    'GET /cart': ok({ cart: cartNow }),
    'GET /cart/summary': ok(buildSummary(cartNow)),
    'GET /users/addresses': ok({ addresses: [office, home] }),
    ...deliveryRoutes(),
    'GET /orders/payment-methods': ok(buildPaymentMethods()),
    'POST /orders/create': { status: 201, body: { success: true, data: { order: placed } } },
    ...routes,
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], {
    path: '/checkout',
    queryClient,
  });
  return { ...view, api, alert };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Cardholder name'), 'Asha Verma');
}

const placeButton = () => screen.findByRole('button', { name: /^Place Order ₹1,600$/ });
const idempotencyKeys = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/orders/create'))
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

describe('checkout (spec §2 Checkout)', () => {
  it('sends an empty cart back to /cart', async () => {
    openCheckout({}, buildCart([]));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
  });

  it('shows Step 2 of 2, preselects the default address and totals the button', async () => {
    openCheckout();
    expect(await placeButton()).toBeEnabled();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /5 Residency Road/ })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Coupon' })).toBeInTheDocument();
  });

  it('puts focus on its h1 on arrival, so a screen reader announces the page', async () => {
    openCheckout();
    await placeButton();
    const heading = screen.getByRole('heading', { level: 1, name: 'Checkout' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('groups the card number, writes MM/YY and keeps the CVV to 3 digits as typed', async () => {
    const user = userEvent.setup();
    openCheckout();
    await placeButton();
    await user.type(screen.getByLabelText('Card number'), '4111 1111-1111111199');
    await user.type(screen.getByLabelText('Expiry date'), '0729');
    await user.type(screen.getByLabelText('CVV'), '12a34');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('07/29');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
  });

  it('alerts for each missing payment detail and sends nothing', async () => {
    const user = userEvent.setup();
    const { api, alert } = openCheckout();
    await user.click(await placeButton());
    expect(alert).toHaveBeenLastCalledWith(CARD_ALERT);

    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await user.type(screen.getByLabelText('UPI ID'), 'asha.verma');
    await user.click(await placeButton());
    expect(alert).toHaveBeenLastCalledWith('Valid UPI ID is required');

    await user.click(screen.getByRole('radio', { name: /Net Banking/ }));
    await user.click(await placeButton());
    expect(alert).toHaveBeenLastCalledWith('Please select a bank');
    expect(api.callsTo('POST /orders/create')).toHaveLength(0);
  });

  it('alerts when a new address has a blank field', async () => {
    const user = userEvent.setup();
    const { api, alert } = openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.type(screen.getByLabelText('Address'), '7 Park Street');
    await user.click(await placeButton());
    expect(alert).toHaveBeenCalledWith('Please fill in all required shipping address fields');
    expect(api.callsTo('POST /orders/create')).toHaveLength(0);
  });

  it('places the order and goes to the confirmation with orderId and totalAmount', async () => {
    const user = userEvent.setup();
    const { api, router } = openCheckout();
    await placeButton();
    await fillCard(user);
    await user.click(await placeButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe(`?orderId=${placed.orderId}`);
    expect(router.state.location.state).toEqual({ orderId: placed.orderId, totalAmount: 1600 });
    expect(api.callsTo('POST /orders/create')[0]?.body).toEqual({
      shippingAddress: {
        name: home.name,
        phone: home.phone,
        addressLine1: '12 MG Road',
        addressLine2: null,
        city: home.city,
        state: home.state,
        pincode: home.pincode,
        landmark: null,
      },
      paymentMethod: 'CARD',
      payment: {
        method: 'CARD',
        cardNumber: '4111 1111 1111 1111',
        expiryDate: '12/30',
        cvv: '123',
        cardholderName: 'Asha Verma',
      },
      expectedTotal: 1600,
    });
    expect(idempotencyKeys(api.fetchMock)[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The server emptied the cart; the page reloads it.
    await waitFor(() => expect(api.callsTo('GET /cart').length).toBeGreaterThan(1));
  });

  it('sends a new address as name and addressLine1, the email, and saveAddress when ticked', async () => {
    const user = userEvent.setup();
    const { api } = openCheckout({
      'POST /orders/create': ok({
        order: buildOrder({ paymentMethod: 'COD', paymentStatus: 'pending' }),
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    const fields = screen.getByRole('group', { name: 'Deliver to' });
    await user.clear(within(fields).getByLabelText('Full name'));
    await user.type(within(fields).getByLabelText('Full name'), 'Meera Iyer');
    await user.type(within(fields).getByLabelText('Email'), 'meera@example.com');
    await user.clear(within(fields).getByLabelText('Mobile number'));
    await user.type(within(fields).getByLabelText('Mobile number'), '9876501234');
    await user.type(within(fields).getByLabelText('Address'), '14 Besant Nagar');
    await user.type(within(fields).getByLabelText('City'), 'Chennai');
    await user.selectOptions(within(fields).getByLabelText('State'), 'Tamil Nadu');
    await user.type(within(fields).getByLabelText('Pincode'), '600090');
    expect(within(fields).getByLabelText('Country')).toHaveValue('India');
    await user.click(within(fields).getByRole('checkbox', { name: 'Save this address' }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    await waitFor(() => expect(api.callsTo('POST /orders/create')).toHaveLength(1));
    expect(api.callsTo('POST /orders/create')[0]?.body).toEqual({
      shippingAddress: {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '9876501234',
        addressLine1: '14 Besant Nagar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600090',
      },
      paymentMethod: 'COD',
      saveAddress: true,
      expectedTotal: 1600,
    });
  });

  it('keeps the city the shopper typed and fills only the blank state from the pincode', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    const fields = screen.getByRole('group', { name: 'Deliver to' });
    await user.type(within(fields).getByLabelText('City'), 'Bengaluru');
    await user.type(within(fields).getByLabelText('Pincode'), '560001');
    // The directory knows 560001 as the district 'Bengaluru Urban', Karnataka.
    expect(
      await within(fields).findByText('Bengaluru, Bengaluru Urban, Karnataka'),
    ).toBeInTheDocument();
    expect(within(fields).getByLabelText('City')).toHaveValue('Bengaluru');
    expect(within(fields).getByLabelText('State')).toHaveValue('Karnataka');
  });

  it('shows the delivery date for the chosen address and withholds COD with the reason', async () => {
    const { api } = openCheckout(
      deliveryRoutes({
        codAvailable: false,
        codReason: 'Cash on delivery is available only on orders up to ₹1,000',
      }),
    );
    await placeButton();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText('Delivery by Sat, 28 Nov')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/delivery')[0]?.query.get('pincode')).toBe(home.pincode);
    expect(
      await screen.findByText(
        'Cash on delivery is not offered: Cash on delivery is available only on orders up to ₹1,000',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cash on Delivery/ })).not.toBeInTheDocument();
  });

  it('adds the COD fee the shop set to the total when paying on delivery', async () => {
    const user = userEvent.setup();
    openCheckout(deliveryRoutes({ codFee: 49 }));
    await placeButton();
    await screen.findByText('Delivery by Sat, 28 Nov');
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(await screen.findByRole('button', { name: /^Place Order ₹1,649$/ })).toBeInTheDocument();
    expect(
      screen.getByText('A cash-on-delivery fee of ₹49 is added to the total.'),
    ).toBeInTheDocument();
    // The summary breaks the fee out, and its total is the button's (india.md: the break-up).
    expect(screen.getByText('Cash on Delivery fee')).toBeInTheDocument();
    expect(screen.getByTestId('summary-cod-fee')).toHaveTextContent('₹49');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,649');
    // Another way to pay drops it from both.
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    expect(await screen.findByRole('button', { name: /^Place Order ₹1,600$/ })).toBeInTheDocument();
    expect(screen.queryByTestId('summary-cod-fee')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,600');
  });

  it("alerts the server's reason when the order is refused, else the fallback text", async () => {
    const user = userEvent.setup();
    const replies: MockReply[] = [
      fail(409, 'OUT_OF_STOCK', 'Oxford Shirt (M) is out of stock'),
      { status: 500, body: 'oops' },
    ];
    const { alert, api } = openCheckout({ 'POST /orders/create': () => replies.shift()! });
    await placeButton();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Oxford Shirt (M) is out of stock'));
    await user.click(await placeButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith(
      'The server is unavailable right now. Please try again shortly.',
    );
    // A refusal ends the submission: the next press is a new one with a new key.
    const [first, second] = idempotencyKeys(api.fetchMock);
    expect(first).not.toBe(second);
  });

  it('reloads the cart and goes to /cart when the cart was already ordered in another tab', async () => {
    const user = userEvent.setup();
    const carts = [cart];
    const { alert, api, router } = openCheckout({
      // The first load lists the line; once the other tab placed the order the cart is empty.
      'GET /cart': () => ok({ cart: carts.shift() ?? buildCart([]) }),
      'POST /orders/create': fail(
        422,
        'CART_EMPTY',
        'Your cart is empty. Add items before placing an order.',
      ),
    });
    await placeButton();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(alert).toHaveBeenCalledWith('Your cart is empty. Add items before placing an order.');
    expect(api.callsTo('GET /cart').length).toBeGreaterThan(1);
    // Replaced, not pushed: Back does not return to a checkout with nothing to order.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the total on its button, and shows the new cart when the server says it changed', async () => {
    const user = userEvent.setup();
    // Another tab added a line after this page loaded: the server's cart now holds two.
    const grown = buildCart([
      buildCartItem({ _id: 'line-1', quantity: 2, price: 799 }),
      buildCartItem({ _id: 'line-2', quantity: 1, price: 999 }),
    ]);
    let otherTabAdded = false;
    const { alert, api, router } = openCheckout({
      'GET /cart': () => ok({ cart: otherTabAdded ? grown : cart }),
      'GET /cart/summary': () => ok(buildSummary(otherTabAdded ? grown : cart)),
      'POST /orders/create': () => {
        otherTabAdded = true;
        return fail(
          409,
          'PRICE_CHANGED',
          'Your cart has changed since this page showed its total. Please check the new total before placing the order.',
        );
      },
    });
    await placeButton();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    expect(api.callsTo('POST /orders/create')[0]?.body).toMatchObject({ expectedTotal: 1600 });
    expect(alert).toHaveBeenCalledWith(
      'Your cart has changed since this page showed its total. Please check the new total before placing the order.',
    );
    // The page now shows what the cart holds, its total on the button, and stays at checkout.
    expect(await screen.findByRole('button', { name: /^Place Order ₹2,599$/ })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the cart as it is now when the tab comes back to the front', async () => {
    const grown = buildCart([
      buildCartItem({ _id: 'line-1', quantity: 2, price: 799 }),
      buildCartItem({ _id: 'line-2', quantity: 1, price: 999 }),
    ]);
    let otherTabAdded = false;
    // The app's own query settings: answers kept a minute, not asked again on focus by default.
    openCheckout(
      {
        'GET /cart': () => ok({ cart: otherTabAdded ? grown : cart }),
        'GET /cart/summary': () => ok(buildSummary(otherTabAdded ? grown : cart)),
      },
      cart,
      createQueryClient(),
    );
    await placeButton();
    // Another tab adds a line while this one is in the background.
    act(() => focusManager.setFocused(false));
    otherTabAdded = true;
    act(() => focusManager.setFocused(true));
    expect(await screen.findByRole('button', { name: /^Place Order ₹2,599$/ })).toBeEnabled();
    act(() => focusManager.setFocused(undefined));
  });

  it('retries a submission whose answer was lost with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { api, router } = openCheckout({
      'POST /orders/create': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return ok({
          order: buildOrder({ ...placed, paymentMethod: 'COD', paymentStatus: 'pending' }),
        });
      },
    });
    await placeButton();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());
    await user.click(await placeButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const [first, second] = idempotencyKeys(api.fetchMock);
    expect(second).toBe(first);
  });

  it('shows a declined payment and pays again on the same order', async () => {
    const user = userEvent.setup();
    const declined = buildOrder({
      ...placed,
      orderStatus: 'pending',
      paymentStatus: 'failed',
      payment: {
        status: 'failed',
        method: 'CARD',
        provider: 'simulated',
        cardBrand: 'Visa',
        cardLast4: '0002',
        bankCode: null,
        failureReason: 'Your card was declined. Please try another card or payment method.',
        attempts: 1,
        checkout: null,
      },
    });
    const { api, router } = openCheckout({
      'POST /orders/create': ok({ order: declined }),
      [`POST /orders/${placed.orderId}/payment`]: ok({ order: placed }),
    });
    await placeButton();
    await fillCard(user, '4000000000000002');
    await user.click(await placeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined. Please try another card or payment method.',
    );
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toHaveFocus();
    expect(screen.getByText(/test mode/i)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await user.type(screen.getByLabelText('UPI ID'), 'success@upi');
    await user.click(screen.getByRole('button', { name: /Retry Payment ₹1,600/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(api.callsTo(`POST /orders/${placed.orderId}/payment`)[0]?.body).toEqual({
      method: 'UPI',
      upiId: 'success@upi',
    });
    expect(api.callsTo('POST /orders/create')).toHaveLength(1);
    // Paid: a reload of this tab has nothing held to offer.
    expect(sessionStorage.getItem('heldOrder')).toBeNull();
  });

  const declined = buildOrder({
    ...placed,
    orderStatus: 'pending',
    paymentMethod: 'CARD',
    paymentStatus: 'failed',
  });

  it('offers to pay the declined order again after a reload, not the empty cart', async () => {
    sessionStorage.setItem('heldOrder', placed.orderId);
    const { api, router } = openCheckout(
      {
        [`GET /orders/${placed.orderId}`]: ok({ order: declined }),
        [`POST /orders/${placed.orderId}/payment`]: ok({ order: placed }),
      },
      buildCart([]),
    );
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await user.type(screen.getByLabelText('UPI ID'), 'success@upi');
    await user.click(screen.getByRole('button', { name: /Retry Payment ₹1,600/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(api.callsTo(`POST /orders/${placed.orderId}/payment`)).toHaveLength(1);
    expect(sessionStorage.getItem('heldOrder')).toBeNull();
  });

  it('checks out a cart filled again as usual, the held order left to My Orders', async () => {
    sessionStorage.setItem('heldOrder', placed.orderId);
    openCheckout({ [`GET /orders/${placed.orderId}`]: ok({ order: declined }) });
    expect(await placeButton()).toBeEnabled();
    expect(
      screen.queryByRole('heading', { name: 'Complete your payment' }),
    ).not.toBeInTheDocument();
  });

  it('goes to the empty cart when the held order was paid or released meanwhile', async () => {
    sessionStorage.setItem('heldOrder', placed.orderId);
    openCheckout(
      {
        [`GET /orders/${placed.orderId}`]: ok({
          order: { ...declined, orderStatus: 'cancelled', paymentStatus: 'failed' },
        }),
      },
      buildCart([]),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    await waitFor(() => expect(sessionStorage.getItem('heldOrder')).toBeNull());
  });
});
