import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { newPhone, signIn } from '../../../test/sign-in';
import { call, shopperWithOrder, stockedProduct } from '../../../test/orders';

describe('searching orders by the number as the pages show it ("#D07A0AD5")', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let placed: Awaited<ReturnType<typeof shopperWithOrder>>;
  const adminPhone = newPhone();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_PHONES: adminPhone, UNPAID_ORDER_SWEEP_SECONDS: '0' },
    });
    admin = await signIn(t.app, adminPhone, { name: 'Shop Owner' });
    const item = await stockedProduct(t.app, { price: 700, stock: 10, name: 'Linen Shirt' });
    placed = await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
    // Another order, so that a search matching everything would show.
    await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
  });
  afterAll(() => t.close());

  const found = async (token: string, url: string, search: string) => {
    const res = await call(t.app, token, 'GET', `${url}?search=${encodeURIComponent(search)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.orders as Order[]).map((order) => order.orderId);
  };

  it('finds the order in the back office with the leading # and spaces around', async () => {
    const number = placed.order.orderNumber;
    for (const search of [number, `#${number}`, `  #${number} `, `# ${number}`]) {
      expect(await found(admin.token, '/api/admin/orders', search), search).toEqual([
        placed.order.orderId,
      ]);
    }
    expect(await found(admin.token, '/api/admin/orders', `#${number.toLowerCase()}`)).toEqual([
      placed.order.orderId,
    ]);
  });

  it("finds it among the shopper's own orders the same way", async () => {
    expect(
      await found(placed.token, '/api/orders/my-orders', `#${placed.order.orderNumber}`),
    ).toEqual([placed.order.orderId]);
  });
});
