import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import {
  addToCart,
  createOrder,
  DECLINED_CARD,
  stockedProduct,
  type StockedProduct,
} from '../../../test/orders';
import { bearer, signIn } from '../../../test/sign-in';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

const SETTINGS = {
  dispatchPincodes: ['560001'],
  cutoffTime: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
  nonServiceablePincodes: [],
  cod: { maxOrderValue: 3000, blockedPincodes: [], fee: 0, refusedLimit: 3 },
};

/**
 * Issue 19: a Hindi reader of checkout and of their orders reads why cash on delivery is
 * refused and why a payment failed in Hindi, not in the English the rules and the gateway use.
 */
describe('orders in Hindi', () => {
  let t: AdminTestApp;
  let item: StockedProduct;
  beforeAll(async () => {
    t = await buildAdminTestApp({ UNPAID_ORDER_SWEEP_SECONDS: '0' });
    item = await stockedProduct(t.app, { price: 1000, stock: 500 });
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      payload: SETTINGS,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  const inHindi = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...HINDI }, payload });

  it('says why cash on delivery is refused in Hindi', async () => {
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, item, 3); // ₹3,000 + platform fee, above the cap
    const check = await inHindi(token, 'GET', '/api/orders/delivery?pincode=560001');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      codAvailable: false,
      codReason: 'कैश ऑन डिलीवरी सिर्फ़ ₹3,000 तक के ऑर्डर पर उपलब्ध है',
    });

    const refused = await createOrder(t.app, token, {}, HINDI);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: 'कैश ऑन डिलीवरी सिर्फ़ ₹3,000 तक के ऑर्डर पर उपलब्ध है',
    });
    // English readers keep the English.
    const english = await createOrder(t.app, token);
    expect(english.json().message).toBe(
      'Cash on delivery is available only on orders up to ₹3,000',
    );
  });

  it('says why a payment failed in Hindi, on the order and in the decline', async () => {
    const declined = 'आपका कार्ड अस्वीकार हो गया। कृपया कोई दूसरा कार्ड या पेमेंट का तरीका आज़माएँ।';
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, item);
    const placed = await createOrder(
      t.app,
      token,
      { paymentMethod: 'CARD', payment: DECLINED_CARD },
      HINDI,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    expect(order.payment).toMatchObject({ status: 'failed', failureReason: declined });

    const read = await inHindi(token, 'GET', `/api/orders/${order.orderId}`);
    expect(read.json().data.order.payment.failureReason).toBe(declined);
    const list = await inHindi(token, 'GET', '/api/orders/my-orders');
    expect(list.json().data.orders[0].payment.failureReason).toBe(declined);

    const again = await inHindi(token, 'POST', `/api/orders/${order.orderId}/payment`, {
      ...DECLINED_CARD,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: declined });

    const upi = await inHindi(token, 'POST', `/api/orders/${order.orderId}/payment`, {
      method: 'UPI',
      upiId: 'failure@upi',
    });
    expect(upi.json().message).toBe('UPI पेमेंट नहीं हो सका: UPI ऐप में अनुरोध अस्वीकार कर दिया गया');

    // English readers keep the gateway's English.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: bearer(token),
    });
    expect(english.json().data.order.payment.failureReason).toBe(
      'UPI payment failed: the request was declined in the UPI app',
    );
  });
});
