import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, getToasts } from '@/components/ui/toast-store';
import { buildCart, buildSummary } from '@/test/cart-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { buildOrder, buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { OrderDetailPage } from './order-detail-page';

const ID = '65f1c0ffee0000000abc12ef';
const unpaid = buildOrder({
  orderId: ID,
  orderStatus: 'pending',
  paymentStatus: 'failed',
  paymentMethod: 'UPI',
  totalAmount: 1301,
  payment: {
    status: 'failed',
    method: 'UPI',
    provider: 'simulated',
    cardBrand: null,
    cardLast4: null,
    bankCode: null,
    failureReason: 'UPI payment failed: the request was declined in the UPI app',
    attempts: 1,
    checkout: null,
  },
});
const paid = { ...unpaid, orderStatus: 'confirmed' as const, paymentStatus: 'completed' as const };

function openOrder(routes: Parameters<typeof mockApi>[0]) {
  storeSignedIn();
  const api = mockApi({ 'GET /orders/payment-methods': ok(buildPaymentMethods()), ...routes });
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], { path: `/orders/${ID}` });
  return api;
}

beforeEach(() => clearToasts());

describe('paying again from the order page', () => {
  it('offers Retry Payment only for an unpaid online order', async () => {
    openOrder({ [`GET /orders/${ID}`]: ok({ order: { ...unpaid, paymentMethod: 'COD' } }) });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
  });

  it('shows the decline reason and pays the same order', async () => {
    const user = userEvent.setup();
    const replies = [
      fail(422, 'PAYMENT_DECLINED', 'UPI payment failed: the request was declined in the UPI app'),
      ok({ order: paid }),
    ];
    let current = unpaid;
    const api = openOrder({
      [`GET /orders/${ID}`]: () => ok({ order: current }),
      [`POST /orders/${ID}/payment`]: () => {
        const reply = replies.shift()!;
        if (reply.status === 200) current = paid;
        return reply;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry Payment' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'UPI payment failed: the request was declined in the UPI app',
    );
    expect(within(dialog).getByRole('radio', { name: /UPI/ })).toBeChecked();
    expect(
      within(dialog).queryByRole('radio', { name: /Cash on Delivery/ }),
    ).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('UPI ID'), 'failure@upi');
    await user.click(within(dialog).getByRole('button', { name: 'Retry Payment ₹1,301' }));
    await waitFor(() => expect(api.callsTo(`POST /orders/${ID}/payment`)).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('declined in the UPI app');

    await user.clear(within(dialog).getByLabelText('UPI ID'));
    await user.type(within(dialog).getByLabelText('UPI ID'), 'success@upi');
    await user.click(within(dialog).getByRole('button', { name: 'Retry Payment ₹1,301' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts().map((toast) => toast.message)).toContain(
      'Payment successful. Your order is confirmed.',
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ID}/payment`).at(-1)?.body).toEqual({
      method: 'UPI',
      upiId: 'success@upi',
    });
  });
});

describe('buying again', () => {
  it('puts the items back in the cart and names the ones that are not available', async () => {
    const user = userEvent.setup();
    const cart = buildCart([]);
    openOrder({
      [`GET /orders/${ID}`]: ok({ order: paid }),
      [`POST /orders/${ID}/reorder`]: ok({
        cart,
        summary: buildSummary(cart),
        added: [{ name: 'Cotton Kurta', size: 'M', quantity: 1 }],
        unavailable: [{ name: 'Silk Saree', size: 'Free', reason: 'Out of stock' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Again' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'Added 1 item to your cart. Not available: Silk Saree (Free): Out of stock',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });
});
