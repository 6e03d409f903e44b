import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, getToasts } from '@/components/ui/toast-store';
import {
  buildCheckout,
  installFakeRazorpay,
  RAZORPAY_KEY_ID,
  razorpayPayment,
  removeFakeRazorpay,
} from '@/test/fake-razorpay';
import { mockApi, ok } from '@/test/mock-api';
import { buildOrder, buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { OrderDetailPage } from './order-detail-page';

const ID = '65f1c0ffee0000000abc12ef';
const address = { ...buildOrder().shippingAddress, email: 'asha@example.com' };
const unpaid = buildOrder({
  orderId: ID,
  orderStatus: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'UPI',
  totalAmount: 1301,
  shippingAddress: address,
  payment: razorpayPayment(buildCheckout({ amountPaise: 130_100 })),
});
const paid = { ...unpaid, orderStatus: 'confirmed' as const, paymentStatus: 'completed' as const };

function openOrder(routes: Parameters<typeof mockApi>[0]) {
  storeSignedIn();
  const api = mockApi({
    'GET /orders/payment-methods': ok(
      buildPaymentMethods({ provider: 'razorpay', razorpayKeyId: RAZORPAY_KEY_ID }),
    ),
    ...routes,
  });
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], { path: `/orders/${ID}` });
  return api;
}

beforeEach(() => clearToasts());
afterEach(() => removeFakeRazorpay());

describe('paying again from the order page through Razorpay', () => {
  it("opens Razorpay's window (no dialog), posts the signature and confirms", async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    let current = unpaid;
    const api = openOrder({
      [`GET /orders/${ID}`]: () => ok({ order: current }),
      [`POST /orders/${ID}/payment`]: () => {
        current = paid;
        return ok({ order: paid });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(razorpay.last()!.options).toMatchObject({
      order_id: 'order_RZP1',
      amount: 130_100,
      prefill: { name: address.name, contact: address.phone, email: 'asha@example.com' },
    });

    await razorpay.last()!.pay('pay_OK7');
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'Payment successful. Your order is confirmed.',
      ),
    );
    expect(api.callsTo(`POST /orders/${ID}/payment`)[0]?.body).toEqual({
      method: 'RAZORPAY',
      razorpayOrderId: 'order_RZP1',
      razorpayPaymentId: 'pay_OK7',
      razorpaySignature: 'sig_order_RZP1_pay_OK7',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument(),
    );
  });

  it('says the payment was not completed when the window is closed, and keeps Retry Payment', async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    const api = openOrder({ [`GET /orders/${ID}`]: ok({ order: unpaid }) });
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    await razorpay.last()!.close();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: The payment was not completed. Your order is saved, and you can pay for it again.',
    );
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
    expect(api.callsTo(`POST /orders/${ID}/payment`)).toHaveLength(0);
  });

  it('opens a new Razorpay order when the last one was settled as failed', async () => {
    const user = userEvent.setup();
    const razorpay = installFakeRazorpay();
    const failed = {
      ...unpaid,
      paymentStatus: 'failed' as const,
      payment: {
        ...razorpayPayment(null)!,
        status: 'failed' as const,
        failureReason: 'Bank declined',
      },
    };
    const api = openOrder({
      [`GET /orders/${ID}`]: ok({ order: failed }),
      [`POST /orders/${ID}/payment/checkout`]: ok({
        order: {
          ...unpaid,
          payment: razorpayPayment(buildCheckout({ providerOrderId: 'order_RZP2' })),
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(razorpay.last()?.opened).toBe(true));
    expect(api.callsTo(`POST /orders/${ID}/payment/checkout`)).toHaveLength(1);
    expect(razorpay.last()!.options.order_id).toBe('order_RZP2');
  });
});

describe('the email given at checkout', () => {
  it('shows on the Shipping Address card', async () => {
    openOrder({ [`GET /orders/${ID}`]: ok({ order: paid }) });
    const card = await screen.findByRole('region', { name: 'Shipping Address' });
    expect(within(card).getByText('Email: asha@example.com')).toBeInTheDocument();
  });
});
