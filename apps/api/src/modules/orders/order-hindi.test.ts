import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, variants } from '../../db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';
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

  const inHindi = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { ...bearer(token), ...HINDI }, payload });
  const inEnglish = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: bearer(token) });

  /** A product sold in size M, with the owner's Hindi name when `hindi` is given. */
  async function product(name: string, hindi?: string, stock = 20): Promise<StockedProduct> {
    const category = await createCategory(t.app.db);
    const made = await createProduct(t.app.db, {
      categoryId: category.id,
      name,
      ...(hindi ? { translations: { hi: { name: hindi } } } : {}),
      variants: [{ size: 'M', price: 400, stock }],
    });
    return { product: made.product, variant: made.variants[0]! };
  }
  const namesOf = (order: Order) =>
    Object.fromEntries(order.items.map((item) => [item.product._id, item.product.name]));

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

  it("names each order line by the product's current Hindi name, keeping the name as sold", async () => {
    const dupatta = await product('Chanderi Dupatta', 'चंदेरी दुपट्टा');
    const shirt = await product('Linen Shirt');
    const tote = await product('Jute Tote', 'जूट थैला');
    const { token } = await signIn(t.app);
    for (const item of [dupatta, shirt, tote]) await addToCart(t.app, token, item);

    const placed = await createOrder(t.app, token, {}, HINDI);
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().data.order;
    expect(namesOf(order)).toEqual({
      [dupatta.product.id]: 'चंदेरी दुपट्टा',
      [shirt.product.id]: 'Linen Shirt',
      [tote.product.id]: 'जूट थैला',
    });

    // The owner renames the Hindi text and deletes a product after the sale: the current Hindi
    // name is shown, and a line whose product is gone shows the name as sold.
    await t.app.db
      .update(products)
      .set({ translations: { hi: { name: 'चंदेरी सिल्क दुपट्टा' } } })
      .where(eq(products.id, dupatta.product.id));
    await t.app.db.delete(products).where(eq(products.id, tote.product.id));
    const expected = {
      [dupatta.product.id]: 'चंदेरी सिल्क दुपट्टा',
      [shirt.product.id]: 'Linen Shirt',
    };
    const asSold = (o: Order) => o.items.find((item) => item.product._id === null)?.product.name;

    const read = await inHindi(token, 'GET', `/api/orders/${order.orderId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(namesOf(read.json().data.order)).toMatchObject(expected);
    expect(asSold(read.json().data.order)).toBe('Jute Tote');

    const list = await inHindi(token, 'GET', '/api/orders/my-orders');
    const listed: Order = list.json().data.orders.find((o: Order) => o.orderId === order.orderId);
    expect(namesOf(listed)).toMatchObject(expected);
    expect(asSold(listed)).toBe('Jute Tote');
    // The shopper finds the order by the Hindi name they read on it.
    const found = await inHindi(
      token,
      'GET',
      `/api/orders/my-orders?search=${encodeURIComponent('सिल्क दुपट्टा')}`,
    );
    expect(found.json().data.orders.map((o: Order) => o.orderId)).toEqual([order.orderId]);
    const none = await inHindi(
      token,
      'GET',
      `/api/orders/my-orders?search=${encodeURIComponent('साड़ी')}`,
    );
    expect(none.json().data.orders).toEqual([]);

    const cancelled = await inHindi(token, 'PATCH', `/api/orders/${order.orderId}/cancel`, {
      reason: 'Changed my mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(namesOf(cancelled.json().data.order)).toMatchObject(expected);

    // English readers, and the stored lines (which invoices print), keep the names as sold.
    const english = await inEnglish(token, 'GET', `/api/orders/${order.orderId}`);
    expect(
      english
        .json()
        .data.order.items.map((i: Order['items'][number]) => i.product.name)
        .sort(),
    ).toEqual(['Chanderi Dupatta', 'Jute Tote', 'Linen Shirt']);
    const stored = await t.app.db
      .select({ name: orderItems.name })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    expect(stored.map((row) => row.name).sort()).toEqual([
      'Chanderi Dupatta',
      'Jute Tote',
      'Linen Shirt',
    ]);
  });

  it('names a product that ran out or left the shop by its Hindi name when placing an order', async () => {
    const saree = await product('Kalamkari Saree', 'कलमकारी साड़ी', 5);
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, saree, 2);
    const setStock = (stock: number) =>
      t.app.db.update(variants).set({ stock }).where(eq(variants.id, saree.variant.id));

    await setStock(1);
    const short = await createOrder(t.app, token, {}, HINDI);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'कलमकारी साड़ी (साइज़ M) के सिर्फ़ 1 स्टॉक में बचे हैं',
    });
    expect((await createOrder(t.app, token)).json().message).toBe(
      'Only 1 of Kalamkari Saree (size M) left in stock',
    );

    await setStock(0);
    const soldOut = await createOrder(t.app, token, {}, HINDI);
    expect(soldOut.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'कलमकारी साड़ी (साइज़ M) स्टॉक में नहीं है',
    });
    expect((await createOrder(t.app, token)).json().message).toBe(
      'Kalamkari Saree (size M) is out of stock',
    );

    await t.app.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, saree.product.id));
    const gone = await createOrder(t.app, token, {}, HINDI);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('कलमकारी साड़ी अब उपलब्ध नहीं है। कृपया इसे कार्ट से हटाएँ।');
    expect((await createOrder(t.app, token)).json().message).toBe(
      'Kalamkari Saree is no longer available. Please remove it from your cart.',
    );
  });

  it('orders again in Hindi: names, reasons and the cart', async () => {
    const stole = await product('Pashmina Stole', 'पश्मीना शॉल');
    const cap = await product('Wool Cap', 'ऊनी टोपी');
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, stole);
    await addToCart(t.app, token, cap);
    const placed = await createOrder(t.app, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.order.orderId;
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, cap.variant.id));

    const again = await inHindi(token, 'POST', `/api/orders/${orderId}/reorder`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      added: [{ name: 'पश्मीना शॉल', size: 'M', quantity: 1 }],
      unavailable: [{ name: 'ऊनी टोपी', size: 'M', reason: 'ऊनी टोपी (साइज़ M) स्टॉक में नहीं है' }],
      cart: { items: [{ productData: { name: 'पश्मीना शॉल' } }] },
    });
  });
});
