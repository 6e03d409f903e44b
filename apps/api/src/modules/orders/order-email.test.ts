import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, newPhone, signIn } from '../../../test/sign-in';
import {
  ADDRESS,
  addToCart,
  call,
  createOrder,
  stockedProduct,
  type StockedProduct,
} from '../../../test/orders';

/** spec §3 Checkout form: fullName, email, phone, ... - the email travels with the order. */
describe('the checkout email on an order', () => {
  let t: TestApp;
  let tee: StockedProduct;
  const adminPhone = newPhone();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_PHONES: adminPhone, UNPAID_ORDER_SWEEP_SECONDS: '0' },
    });
    tee = await stockedProduct(t.app, { price: 500, stock: 50 });
  });
  afterAll(() => t.close());

  const place = async (shippingAddress: object, extra: object = {}) => {
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, tee);
    const res = await createOrder(t.app, token, { shippingAddress, ...extra } as never);
    return { token, res };
  };

  it('stores the email with the shipping address and returns it to the shopper and the shop', async () => {
    const { token, res } = await place({ ...ADDRESS, email: '  meera@example.com ' });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order as Order;
    expect(order.shippingAddress).toMatchObject({ ...ADDRESS, email: 'meera@example.com' });

    const [row] = await t.app.db
      .select({ shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(row?.shippingAddress.email).toBe('meera@example.com');

    const read = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect(read.json().data.order.shippingAddress.email).toBe('meera@example.com');

    const admin = await signIn(t.app, adminPhone, { name: 'Shop Owner' });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}`,
      headers: bearer(admin.token),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.order.shippingAddress.email).toBe('meera@example.com');
  });

  it('keeps no email when none (or a blank one) is given', async () => {
    const without = await place(ADDRESS);
    expect(without.res.json().data.order.shippingAddress.email).toBeNull();
    const blank = await place({ ...ADDRESS, email: '  ' });
    expect(blank.res.statusCode).toBe(201);
    expect(blank.res.json().data.order.shippingAddress.email).toBeNull();
  });

  it('does not put the email in the address book when the address is saved', async () => {
    const { token, res } = await place(
      { ...ADDRESS, email: 'meera@example.com' },
      { saveAddress: true },
    );
    expect(res.statusCode).toBe(201);
    const book = await call(t.app, token, 'GET', '/api/users/addresses');
    const [saved] = book.json().data.addresses;
    expect(saved).toMatchObject({ addressLine1: ADDRESS.addressLine1 });
    expect(saved).not.toHaveProperty('email');
  });

  it('answers a malformed email with 400 and the field message, placing nothing', async () => {
    for (const email of ['meera', 'meera@example', 'meera @example.com']) {
      const { token, res } = await place({ ...ADDRESS, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'body.shippingAddress.email',
        message: 'Please enter a valid email address',
      });
      const mine = await call(t.app, token, 'GET', '/api/orders/my-orders');
      expect(mine.json().data.orders).toEqual([]);
    }
  });
});
