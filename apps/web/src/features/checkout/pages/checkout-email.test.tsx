import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@shop/contracts';
import { buildAddress } from '@/test/address-factory';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { mockApi, ok } from '@/test/mock-api';
import { deliveryRoutes } from '@/test/delivery-factory';
import { buildOrder, buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { buildUser, storeSignedIn } from '@/test/user-factory';
import { CheckoutPage } from './checkout-page';

const cart = buildCart([buildCartItem({ _id: 'line-1', quantity: 2, price: 799 })]);
const home = buildAddress({ _id: 'home', addressLine1: '12 MG Road', isDefault: true });
const codOrder = buildOrder({ paymentMethod: 'COD', paymentStatus: 'pending' });

function openCheckout(user: User, addresses = [home]) {
  storeSignedIn(user);
  const api = mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /users/addresses': ok({ addresses }),
    ...deliveryRoutes(),
    'GET /orders/payment-methods': ok(buildPaymentMethods()),
    'POST /orders/create': ok({ order: codOrder }),
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], { path: '/checkout' });
  return { api, alert };
}

const placeButton = () => screen.findByRole('button', { name: /^Place Order ₹1,600$/ });

/** spec §3 Checkout form: fullName, email, phone, ... - the email goes with the order. */
describe('the checkout email', () => {
  it('is prefilled from the account and sent with a new address', async () => {
    const user = userEvent.setup();
    const { api } = openCheckout(buildUser({ email: 'asha@example.com' }), []);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('asha@example.com');
    await user.type(screen.getByLabelText('Address'), '7 Park Street');
    await user.type(screen.getByLabelText('City'), 'Kolkata');
    await user.selectOptions(screen.getByLabelText('State'), 'West Bengal');
    await user.type(screen.getByLabelText('Pincode'), '700016');
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    await waitFor(() => expect(api.callsTo('POST /orders/create')).toHaveLength(1));
    expect(api.callsTo('POST /orders/create')[0]?.body).toMatchObject({
      shippingAddress: { addressLine1: '7 Park Street', email: 'asha@example.com' },
    });
  });

  it("sends the account's email with a saved address", async () => {
    const user = userEvent.setup();
    const { api } = openCheckout(buildUser({ email: 'asha@example.com' }));
    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    await waitFor(() => expect(api.callsTo('POST /orders/create')).toHaveLength(1));
    expect(api.callsTo('POST /orders/create')[0]?.body).toMatchObject({
      shippingAddress: { addressLine1: '12 MG Road', email: 'asha@example.com' },
    });
  });

  it('stops a malformed email before anything is sent', async () => {
    const user = userEvent.setup();
    const { api, alert } = openCheckout(buildUser({ email: null }), []);
    const fields = await screen.findByRole('group', { name: 'Deliver to' });
    await user.type(within(fields).getByLabelText('Email'), 'asha@example');
    await user.type(within(fields).getByLabelText('Address'), '7 Park Street');
    await user.type(within(fields).getByLabelText('City'), 'Kolkata');
    await user.selectOptions(within(fields).getByLabelText('State'), 'West Bengal');
    await user.type(within(fields).getByLabelText('Pincode'), '700016');
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(await placeButton());

    expect(alert).toHaveBeenCalledWith('Please enter a valid email address');
    expect(api.callsTo('POST /orders/create')).toHaveLength(0);
  });
});
