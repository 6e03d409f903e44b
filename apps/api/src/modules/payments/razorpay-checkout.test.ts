import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/contracts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  call,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  SUCCESS_CARD,
} from '../../../test/orders';
import { razorpayPaymentSignature, razorpayWebhookSignature } from './razorpay-provider';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret_key';
const WEBHOOK_SECRET = 'whsec_test';

describe('PAYMENT_PROVIDER=razorpay through the app', () => {
  let t: TestApp;
  let item: StockedProduct;
  let razorpayUp = true;
  let sequence = 0;

  beforeAll(async () => {
    // Razorpay's order API, answered here (the app calls the global fetch).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!razorpayUp) throw new TypeError('fetch failed');
        sequence += 1;
        return new Response(JSON.stringify({ id: `order_RZP${sequence}` }), { status: 200 });
      }),
    );
    t = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        UNPAID_ORDER_SWEEP_SECONDS: '0',
      },
    });
    item = await stockedProduct(t.app, { price: 1500, stock: 100 });
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllGlobals();
  });

  const webhook = (body: object, options: { signature?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? razorpayWebhookSignature(raw, WEBHOOK_SECRET),
        ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
      },
      payload: raw,
    });
  };
  const captured = (providerOrderId: string, paymentId = 'pay_1') => ({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: providerOrderId,
          card: { last4: '4242', network: 'Visa' },
        },
      },
    },
  });

  it('tells the checkout to use Razorpay with the public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/payment-methods' });
    expect(res.json().data).toMatchObject({ provider: 'razorpay', razorpayKeyId: KEY_ID });
  });

  it('opens a Razorpay order for an online order and accepts only a valid signature', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    const checkout = order.payment!.checkout!;
    expect(checkout).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amountPaise: 150_200 });
    const pay = (signature: string) =>
      call(t.app, token, 'POST', `/api/orders/${order.orderId}/payment`, {
        method: 'RAZORPAY',
        razorpayOrderId: checkout.providerOrderId,
        razorpayPaymentId: 'pay_OK1',
        razorpaySignature: signature,
      });
    const forged = await pay(
      razorpayPaymentSignature(checkout.providerOrderId, 'pay_OK1', 'wrong'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });

    const paid = await pay(
      razorpayPaymentSignature(checkout.providerOrderId, 'pay_OK1', KEY_SECRET),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.order).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      payment: { status: 'completed', attempts: 1, checkout: null },
    });
  });

  it('refuses card details sent to the shop (they go to Razorpay Checkout)', async () => {
    const res = await shopperWithOrder(t.app, item, { paymentMethod: 'UPI' });
    const direct = await call(
      t.app,
      res.token,
      'POST',
      `/api/orders/${res.order.orderId}/payment`,
      SUCCESS_CARD,
    );
    expect(direct.statusCode).toBe(400);
    await expect(
      shopperWithOrder(t.app, item, { paymentMethod: 'CARD', payment: SUCCESS_CARD }),
    ).rejects.toThrow(/400/);
  });

  it('confirms an order from a signed webhook, once per event, and ignores forgeries', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'UPI' });
    const providerOrderId = order.payment!.checkout!.providerOrderId;

    const forged = await webhook(captured(providerOrderId), { signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });

    const first = await webhook(captured(providerOrderId), { eventId: 'evt_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ duplicate: false, result: 'confirmed' });
    const again = await webhook(captured(providerOrderId), { eventId: 'evt_1' });
    expect(again.json().data).toMatchObject({ duplicate: true });

    const read = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect(read.json().data.order as Order).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      payment: { cardLast4: '4242', cardBrand: 'Visa' },
    });
    // A later event for a paid order changes nothing.
    const late = await webhook(captured(providerOrderId, 'pay_2'), { eventId: 'evt_2' });
    expect(late.json().data.result).toBe('already-paid');
  });

  it('records a failed payment from the webhook and lets the shopper try again', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'ONLINE' });
    const providerOrderId = order.payment!.checkout!.providerOrderId;
    const res = await webhook({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_F', order_id: providerOrderId, error_description: 'Bank declined' },
        },
      },
    });
    expect(res.json().data.result).toBe('failed');
    const read = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect(read.json().data.order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'failed',
      payment: { failureReason: 'Bank declined', checkout: null },
    });
    const reopened = await call(
      t.app,
      token,
      'POST',
      `/api/orders/${order.orderId}/payment/checkout`,
    );
    expect(reopened.json().data.order.payment.checkout.providerOrderId).not.toBe(providerOrderId);
  });

  it('keeps the order when Razorpay is down, and opens the checkout later', async () => {
    razorpayUp = false;
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    razorpayUp = true;
    expect(order).toMatchObject({ orderStatus: 'pending', payment: null });
    const res = await call(t.app, token, 'POST', `/api/orders/${order.orderId}/payment/checkout`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.payment.checkout).toMatchObject({ keyId: KEY_ID });
  });

  it('answers bad webhook bodies with 400', async () => {
    const raw = 'not json';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpayWebhookSignature(raw, WEBHOOK_SECRET),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const unknownEvent = await webhook({ event: 'refund.created' }, { eventId: 'evt_r' });
    expect(unknownEvent.json().data.result).toBe('ignored');
  });
});
