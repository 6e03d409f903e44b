import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderEvents,
  orderItems,
  products,
  variants,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';
import {
  ADDRESS,
  addCoupon,
  addToCart,
  createOrder,
  stockedProduct,
  type StockedProduct,
  stockOf,
} from '../../../test/orders';

describe('POST /api/orders/create', () => {
  let t: TestApp;
  let tee: StockedProduct;

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    tee = await stockedProduct(t.app, { price: 500, stock: 10, name: 'Classic Tee' });
  });
  afterAll(() => t.close());

  const cartOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().data
      .cart;

  it('places a cash-on-delivery order priced from the database, takes the stock, clears the cart', async () => {
    const { token } = await signIn(t.app);
    const before = await stockOf(t.app, tee.variant.id);
    await addToCart(t.app, token, tee, 2);
    const res = await createOrder(t.app, token, { paymentMethod: 'COD' });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order as Order;
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      subtotal: 1000,
      couponDiscount: 0,
      platformFee: 2,
      deliveryFee: 0,
      totalAmount: 1002,
      itemCount: 2,
      paymentDueAt: null,
      orderNumber: order.orderId.slice(-8).toUpperCase(),
      shippingAddress: { ...ADDRESS, addressLine2: null, landmark: null },
      refund: null,
      refundPreview: { amountPaise: 0, timeline: 'N/A (Cash on Delivery)' },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ _id: tee.product.id, name: 'Classic Tee' }),
        variantId: tee.variant.id,
        size: 'M',
        color: 'Navy',
        quantity: 2,
        price: 500,
      }),
    ]);
    // Issue 16: the promise for the address's pincode, not spec §9's fallback of 7 days.
    const promise = await t.app.inject({
      method: 'GET',
      url: '/api/delivery/check?pincode=560001',
    });
    expect(order.estimatedDelivery).toBe(`${promise.json().data.estimatedDelivery}T06:30:00.000Z`);
    expect(await stockOf(t.app, tee.variant.id)).toBe(before - 2);
    expect((await cartOf(token)).items).toEqual([]);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.map((e) => e.status)).toEqual(['pending']);
  });

  it('keeps what was bought when the catalogue changes later', async () => {
    const item = await stockedProduct(t.app, { price: 300, name: 'Linen Shirt' });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, item);
    const order = (await createOrder(t.app, token)).json().data.order as Order;
    await t.app.db
      .update(products)
      .set({ name: 'Renamed Shirt' })
      .where(eq(products.id, item.product.id));
    await t.app.db.update(variants).set({ price: 999 }).where(eq(variants.id, item.variant.id));
    const [row] = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    expect(row).toMatchObject({ name: 'Linen Shirt', price: 300, size: 'M', color: 'Navy' });
  });

  it('refuses an empty cart with 422', async () => {
    const { token } = await signIn(t.app);
    const res = await createOrder(t.app, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CART_EMPTY' });
  });

  it('refuses more than the stock with 409 naming the product, and writes nothing', async () => {
    const scarce = await stockedProduct(t.app, { stock: 3, name: 'Silk Scarf' });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, scarce, 3);
    const other = await signIn(t.app);
    await addToCart(t.app, other.token, scarce, 2);
    expect((await createOrder(t.app, other.token)).statusCode).toBe(201);

    const res = await createOrder(t.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 1 of Silk Scarf (size M) left in stock',
    });
    expect(await stockOf(t.app, scarce.variant.id)).toBe(1);
    expect((await cartOf(token)).items).toHaveLength(1);
  });

  it('cannot oversell one variant through two cart lines', async () => {
    const item = await stockedProduct(t.app, { stock: 3, name: 'Twin Socks' });
    const { token, user } = await signIn(t.app);
    await addToCart(t.app, token, item, 2);
    // A second line of the same variant (the cart keys lines by variant and size).
    const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, user.id));
    await t.app.db.insert(cartItems).values({
      id: newId(),
      cartId: cart!.id,
      productId: item.product.id,
      variantId: item.variant.id,
      size: 'm',
      quantity: 2,
    });
    const res = await createOrder(t.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 of Twin Socks (size M) left in stock');
    expect(await stockOf(t.app, item.variant.id)).toBe(3);
  });

  it('refuses a product that is no longer sold', async () => {
    const item = await stockedProduct(t.app, { name: 'Old Cap' });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, item);
    await t.app.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, item.product.id));
    const res = await createOrder(t.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(res.json().message).toContain('Old Cap');
  });

  it('refuses with 409 PRICE_CHANGED when the total is not the one the shopper saw', async () => {
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, tee);
    const res = await createOrder(t.app, token, { expectedTotal: 400 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect((await createOrder(t.app, token, { expectedTotal: 502 })).statusCode).toBe(201);
  });

  it('redeems a coupon: discount on the order, one use taken, redemption recorded', async () => {
    const coupon = await addCoupon(t.app, { type: 'flat', value: 100, usageLimit: 5 });
    const { token, user } = await signIn(t.app);
    await addToCart(t.app, token, tee);
    const res = await createOrder(t.app, token, { couponCode: coupon.code.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order as Order;
    expect(order).toMatchObject({ couponDiscount: 100, couponCode: coupon.code, totalAmount: 402 });
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(1);
    const redemptions = await t.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toEqual([
      expect.objectContaining({ userId: user.id, orderId: order.orderId, discount: 100 }),
    ]);
  });

  it('uses the coupon applied to the cart when the body names none, and refuses one that no longer applies', async () => {
    const coupon = await addCoupon(t.app, { type: 'percentage', value: 10, perUserLimit: 1 });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, tee, 2);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon/apply',
      headers: bearer(token),
      payload: { couponCode: coupon.code },
    });
    expect(applied.statusCode).toBe(200);
    const first = (await createOrder(t.app, token)).json().data.order as Order;
    expect(first.couponDiscount).toBe(100);

    await addToCart(t.app, token, tee);
    const again = await createOrder(t.app, token, { couponCode: coupon.code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'COUPON_ALREADY_USED',
      message: 'You have already used this coupon',
    });
    const unknown = await createOrder(t.app, token, { couponCode: 'NOPE' });
    expect(unknown.json()).toMatchObject({ message: 'Invalid coupon code' });
  });

  it('answers a retry with the same Idempotency-Key with the same order, and rejects another body', async () => {
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, tee);
    const key = { 'idempotency-key': `k-${newId()}` };
    const first = await createOrder(t.app, token, {}, key);
    expect(first.statusCode).toBe(201);
    const stock = await stockOf(t.app, tee.variant.id);

    const retry = await createOrder(t.app, token, {}, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order.orderId).toBe(first.json().data.order.orderId);
    expect(await stockOf(t.app, tee.variant.id)).toBe(stock);

    const other = await createOrder(t.app, token, { paymentMethod: 'UPI' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('saves a new address to the address book when asked, once', async () => {
    const { token } = await signIn(t.app);
    const shippingAddress = { ...ADDRESS, addressLine2: 'Flat 4B', landmark: 'Near the park' };
    for (let i = 0; i < 2; i++) {
      await addToCart(t.app, token, tee);
      expect(
        (await createOrder(t.app, token, { shippingAddress, saveAddress: true })).statusCode,
      ).toBe(201);
    }
    const book = await t.app.inject({
      method: 'GET',
      url: '/api/users/addresses',
      headers: bearer(token),
    });
    expect(book.json().data.addresses).toEqual([
      expect.objectContaining({ ...shippingAddress, isDefault: true }),
    ]);
  });

  it('needs a signed-in shopper (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers bad input with 400 and the field messages', async () => {
    const { token } = await signIn(t.app);
    const cases: Array<[object, string, string]> = [
      [
        { shippingAddress: { ...ADDRESS, name: ' ' } },
        'body.shippingAddress.name',
        'Name is required',
      ],
      [
        { shippingAddress: { ...ADDRESS, pincode: '12' } },
        'body.shippingAddress.pincode',
        'Please enter a valid 6-digit pincode',
      ],
      [
        { paymentMethod: 'PAYPAL' as never },
        'body.paymentMethod',
        'Please choose a payment method',
      ],
      [{ totalAmount: 1 } as never, 'body', 'Unrecognized key: "totalAmount"'],
      [
        { paymentMethod: 'CARD', payment: { method: 'UPI', upiId: 'success@upi' } },
        'body.payment.method',
        'Payment details do not match the payment method',
      ],
      [
        { paymentMethod: 'UPI', payment: { method: 'UPI', upiId: 'nope' } },
        'body.payment.upiId',
        'Valid UPI ID is required',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await createOrder(t.app, token, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const badKey = await createOrder(t.app, token, {}, { 'idempotency-key': 'x'.repeat(201) });
    expect(badKey.statusCode).toBe(400);
  });
});
