import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { orderEvents, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signIn } from '../../../test/sign-in';
import {
  call,
  DECLINED_CARD,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  SUCCESS_CARD,
} from '../../../test/orders';

describe('paying for orders (simulated gateway)', () => {
  let t: TestApp;
  let item: StockedProduct;

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    item = await stockedProduct(t.app, { price: 1000, stock: 100 });
  });
  afterAll(() => t.close());

  const pay = (token: string, orderId: string, payload: object) =>
    call(t.app, token, 'POST', `/api/orders/${orderId}/payment`, payload);

  it('lists the four payment methods with their codes and the banks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/payment-methods' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.methods.map((m: { code: string; choice: string }) => [m.choice, m.code])).toEqual([
      ['card', 'CARD'],
      ['upi', 'UPI'],
      ['netbanking', 'ONLINE'],
      ['cod', 'COD'],
    ]);
    expect(data).toMatchObject({
      provider: 'simulated',
      razorpayKeyId: null,
      paymentWindowMinutes: 30,
    });
    expect(data.banks).toHaveLength(10);
  });

  it("describes the methods in the shopper's language (issue 19)", async () => {
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/api/orders/payment-methods',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.headers.vary).toContain('Accept-Language');
    const cod = (answer: typeof hindi) =>
      answer.json().data.methods.find((m: { code: string }) => m.code === 'COD').description;
    expect(cod(hindi)).toBe('ऑर्डर डिलीवर होने पर कैश में पेमेंट करें');
    const english = await t.app.inject({ method: 'GET', url: '/api/orders/payment-methods' });
    expect(cod(english)).toBe('Pay in cash when the order is delivered');
  });

  it('keeps an online order pending with a payment window until it is paid', async () => {
    const { order } = await shopperWithOrder(t.app, item, { paymentMethod: 'UPI' });
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      payment: null,
    });
    const window = Date.parse(order.paymentDueAt!) - Date.parse(order.createdAt);
    expect(window).toBe(30 * 60_000);
    expect(order.refundPreview).toEqual({
      amount: 0,
      amountPaise: 0,
      timeline: '3-5 business days',
    });
  });

  it('charges a card sent with the order and confirms it, keeping only brand and last 4', async () => {
    const { order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    expect(order).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      paymentDueAt: null,
      payment: {
        status: 'completed',
        method: 'CARD',
        cardBrand: 'Visa',
        cardLast4: '1111',
        attempts: 1,
      },
      refundPreview: { amountPaise: 100_200, timeline: '5-7 business days' },
    });
    const rows = await t.app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(JSON.stringify(rows)).not.toMatch(/4111111111111111|4111 1111|"123"/);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed']);
  });

  it('leaves a declined order pending with the reason, then takes a second card', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: DECLINED_CARD,
    });
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'failed',
      payment: {
        status: 'failed',
        failureReason: 'Your card was declined. Please try another card or payment method.',
      },
    });

    const declined = await pay(token, order.orderId, DECLINED_CARD);
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });

    const paid = await pay(token, order.orderId, SUCCESS_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.order).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      payment: { attempts: 3, status: 'completed' },
    });
    const again = await pay(token, order.orderId, SUCCESS_CARD);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_PAYABLE',
      message: 'This order has already been paid',
    });
  });

  it('declines an invalid, expired or underfunded card', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    const reasons = [];
    for (const card of [
      { ...SUCCESS_CARD, cardNumber: '4111 1111 1111 1112' },
      { ...SUCCESS_CARD, expiryDate: '01/20' },
      { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 9995' },
    ]) {
      reasons.push((await pay(token, order.orderId, card)).json().message);
    }
    expect(reasons).toEqual([
      'Invalid card number',
      'Your card has expired',
      'Your card has insufficient funds. Please try another card or payment method.',
    ]);
  });

  it('takes UPI (failure@upi fails) and net banking, and may switch method on a retry', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'UPI' });
    const failed = await pay(token, order.orderId, { method: 'UPI', upiId: 'failure@upi' });
    expect(failed.statusCode).toBe(422);
    const paid = await pay(token, order.orderId, { method: 'ONLINE', bankCode: 'hdfc' });
    expect(paid.json().data.order).toMatchObject({
      paymentMethod: 'ONLINE',
      paymentStatus: 'completed',
      payment: { bankCode: 'hdfc' },
    });

    const upi = await shopperWithOrder(t.app, item, {
      paymentMethod: 'UPI',
      payment: { method: 'UPI', upiId: 'success@upi' },
    });
    expect(upi.order.paymentStatus).toBe('completed');
  });

  it('refuses to take payment for cash on delivery, or for an order that is not yours', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
    const cod = await pay(token, order.orderId, SUCCESS_CARD);
    expect(cod.statusCode).toBe(422);
    expect(cod.json().message).toBe('Cash on delivery orders are paid on delivery');

    const online = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    const stranger = await signIn(t.app);
    expect((await pay(stranger.token, online.order.orderId, SUCCESS_CARD)).statusCode).toBe(404);
    const checkout = await call(
      t.app,
      online.token,
      'POST',
      `/api/orders/${online.order.orderId}/payment/checkout`,
    );
    expect(checkout.statusCode).toBe(422);
  });

  it('has no Razorpay webhook with the simulated gateway (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers bad payment details with 400 and the spec messages', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    const cases: Array<[object, string]> = [
      [
        { method: 'CARD', cardNumber: '', expiryDate: '12/39', cvv: '123', cardholderName: 'A' },
        'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required',
      ],
      [{ ...SUCCESS_CARD, expiryDate: '13/30' }, 'Expiry date must be MM/YY'],
      [{ ...SUCCESS_CARD, cvv: '12a' }, 'CVV must be 3 digits'],
      [{ method: 'UPI', upiId: 'a@b@c' }, 'Valid UPI ID is required'],
      [{ method: 'ONLINE' }, 'Please select a bank'],
      [{ method: 'PAYPAL' }, 'Please choose a payment method'],
      [{ ...SUCCESS_CARD, extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [payload, message] of cases) {
      const res = await pay(token, order.orderId, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const stillPending = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect((stillPending.json().data.order as Order).payment).toBeNull();
  });
});
