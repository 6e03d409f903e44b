import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import {
  ADDRESS,
  addToCart,
  call,
  createOrder,
  setOrderStatus,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  SUCCESS_CARD,
} from '../../../test/orders';
import { signIn } from '../../../test/sign-in';

const DEFAULTS = {
  dispatchPincodes: ['560001'],
  cutoffTime: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
  nonServiceablePincodes: ['795001'],
  cod: { maxOrderValue: 3000, blockedPincodes: ['682031'], fee: 0, refusedLimit: 2 },
};

describe('delivery rules on orders (issue 16)', () => {
  let t: AdminTestApp;
  let item: StockedProduct;
  beforeAll(async () => {
    t = await buildAdminTestApp({ UNPAID_ORDER_SWEEP_SECONDS: '0' });
    item = await stockedProduct(t.app, { price: 1000, stock: 500 });
    await settings({});
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settings(changes: object) {
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      payload: { ...DEFAULTS, ...changes },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A new shopper with `quantity` of the item in the cart. */
  async function shopperWithCart(quantity = 1) {
    const shopper = await signIn(t.app);
    await addToCart(t.app, shopper.token, item, quantity);
    return shopper;
  }

  it('stores the promised date for the pincode on the order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T10:00:00+05:30')); // Thursday before the cut-off
    const { token } = await shopperWithCart();
    const res = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, city: 'New Delhi', state: 'Delhi', pincode: '110001' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Metro to metro: 3 days from Thursday is Sunday, so Monday 9 March, noon in India.
    expect(res.json().data.order.estimatedDelivery).toBe('2026-03-09T06:30:00.000Z');
  });

  it('refuses an order to a pincode that is not served, whatever the payment', async () => {
    const { token } = await shopperWithCart();
    const res = await createOrder(t.app, token, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
      shippingAddress: { ...ADDRESS, city: 'Imphal', state: 'Manipur', pincode: '795001' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: 'Sorry, we do not deliver to 795001 (Imphal West) yet',
    });
  });

  it('refuses cash on delivery above the cap, and allows it up to the cap', async () => {
    const over = await shopperWithCart(3); // 3000 + platform fee > 3000
    const res = await createOrder(t.app, over.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: 'Cash on delivery is available only on orders up to ₹3,000',
    });
    // The same cart may still be paid online.
    const online = await createOrder(t.app, over.token, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    expect(online.statusCode).toBe(201);
    const under = await shopperWithCart(2);
    expect((await createOrder(t.app, under.token)).statusCode).toBe(201);
  });

  it('refuses cash on delivery to a pincode without it', async () => {
    const { token } = await shopperWithCart();
    const kochi = { ...ADDRESS, city: 'Ernakulam', state: 'Kerala', pincode: '682031' };
    const res = await createOrder(t.app, token, { shippingAddress: kochi });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cash on delivery is not available for pincode 682031');
    const check = await call(t.app, token, 'GET', '/api/orders/delivery?pincode=682031');
    expect(check.json().data).toMatchObject({
      serviceable: true,
      codAvailable: false,
      codReason: 'Cash on delivery is not available for pincode 682031',
      codFee: 0,
    });
  });

  it('blocks cash on delivery for a shopper after refused deliveries', async () => {
    const first = await shopperWithOrder(t.app, item);
    const refuse = async (orderId: string) => {
      await setOrderStatus(t.app, orderId, { orderStatus: 'shipped' });
      const res = await t.call({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/refused`,
        payload: { note: 'Customer not accepting the parcel' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.order;
    };
    const refused = await refuse(first.order.orderId);
    expect(refused).toMatchObject({
      orderStatus: 'cancelled',
      refusedAtDelivery: true,
      cancelReason: 'Refused at delivery',
      // The courier brings the parcel back: its stock returns to sale on arrival (decision 048).
      awaitingReturn: true,
    });
    // One refusal of a limit of two: still allowed.
    await addToCart(t.app, first.token, item);
    const second = await createOrder(t.app, first.token);
    expect(second.statusCode).toBe(201);
    await refuse(second.json().data.order.orderId);

    await addToCart(t.app, first.token, item);
    const blocked = await createOrder(t.app, first.token);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message:
        'Cash on delivery is not available on your account because earlier cash-on-delivery orders were refused at delivery',
    });
    const check = await call(t.app, first.token, 'GET', '/api/orders/delivery?pincode=560001');
    expect(check.json().data).toMatchObject({ serviceable: true, codAvailable: false });
    // Online payment is still open to this shopper.
    const card = await createOrder(t.app, first.token, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    expect(card.statusCode).toBe(201);
  });

  it('marks refused only a shipped cash-on-delivery order', async () => {
    const cod = await shopperWithOrder(t.app, item);
    const pending = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${cod.order.orderId}/refused`,
      payload: {},
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json()).toMatchObject({
      code: 'ORDER_NOT_REFUSABLE',
      message: 'Only a shipped cash-on-delivery order can be marked refused at delivery',
    });
    const bad = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${cod.order.orderId}/refused`,
      payload: { note: 'x'.repeat(301) },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('adds the COD fee the owner set to a cash-on-delivery total only', async () => {
    await settings({ cod: { ...DEFAULTS.cod, fee: 49 } });
    const cod = await shopperWithCart();
    const check = await call(t.app, cod.token, 'GET', '/api/orders/delivery?pincode=560001');
    expect(check.json().data).toMatchObject({ codAvailable: true, codFee: 49 });
    const placed = await createOrder(t.app, cod.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    expect(order).toMatchObject({ codFee: 49, subtotal: 1000 });
    expect(order.totalAmount).toBe(1000 + order.platformFee + order.deliveryFee + 49);
    const card = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    expect(card.order.codFee).toBe(0);
    await settings({});
  });

  it('answers 401 signed out and 400 for a bad pincode on the cart check', async () => {
    expect((await call(t.app, null, 'GET', '/api/orders/delivery?pincode=560001')).statusCode).toBe(
      401,
    );
    const { token } = await signIn(t.app);
    const bad = await call(t.app, token, 'GET', '/api/orders/delivery?pincode=0600');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Please enter a valid 6-digit pincode');
  });
});
