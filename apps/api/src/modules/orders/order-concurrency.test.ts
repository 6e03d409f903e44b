import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, refunds } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp, testDbKind } from '../../../test/helper';
import {
  addCoupon,
  addToCart,
  call,
  createOrder,
  quickShopper,
  shopperWithOrder,
  stockedProduct,
  stockOf,
  SUCCESS_CARD,
} from '../../../test/orders';

/**
 * Races of design.md: on PostgreSQL the requests really run at once; PGlite has one connection,
 * so there they run one after another and the same rules must still hold.
 */
async function race<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  if (testDbKind === 'postgres') return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((count, res) => {
    count[res.statusCode] = (count[res.statusCode] ?? 0) + 1;
    return count;
  }, {});

describe('orders under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  const shoppers = async (count: number) => {
    const list = [];
    for (let i = 0; i < count; i++) list.push(await quickShopper(t.app));
    return list;
  };

  it('sells the last unit once: 50 buyers, 1 order, 49 clear refusals, stock 0', async () => {
    const item = await stockedProduct(t.app, { stock: 1, name: 'Last Kurta' });
    const buyers = await shoppers(50);
    for (const buyer of buyers) await addToCart(t.app, buyer.token, item);

    const responses = await race(buyers.map((buyer) => () => createOrder(t.app, buyer.token)));
    expect(statuses(responses)).toEqual({ 201: 1, 409: 49 });
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Last Kurta (size M) is out of stock',
      });
    }
    expect(await stockOf(t.app, item.variant.id)).toBe(0);
    const sold = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.variantId, item.variant.id));
    expect(sold).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('gives a coupon with one use left to exactly one of 20 orders', async () => {
    const item = await stockedProduct(t.app, { stock: 100 });
    const coupon = await addCoupon(t.app, { type: 'flat', value: 50, usageLimit: 5, usedCount: 4 });
    const buyers = await shoppers(20);
    for (const buyer of buyers) await addToCart(t.app, buyer.token, item);

    const responses = await race(
      buyers.map((buyer) => () => createOrder(t.app, buyer.token, { couponCode: coupon.code })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 422: 19 });
    for (const res of responses.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toMatchObject({ code: 'COUPON_EXHAUSTED' });
    }
    const discounted = await t.app.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(discounted).toHaveLength(1);
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(5);
    // Refused orders took nothing: 99 units left of 100.
    expect(await stockOf(t.app, item.variant.id)).toBe(99);
  });

  it('places one order for two simultaneous requests with the same Idempotency-Key', async () => {
    const item = await stockedProduct(t.app, { stock: 10 });
    const [buyer] = await shoppers(1);
    await addToCart(t.app, buyer!.token, item, 2);
    const key = { 'idempotency-key': `race-${newId()}` };
    const responses = await race([1, 2].map(() => () => createOrder(t.app, buyer!.token, {}, key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = new Set(responses.map((r) => r.json().data.order.orderId));
    expect(ids.size).toBe(1);
    expect(await stockOf(t.app, item.variant.id)).toBe(8);
  });

  it('refunds and restocks once for parallel cancellations', async () => {
    const item = await stockedProduct(t.app, { stock: 5, price: 700 });
    const { token, order } = await shopperWithOrder(
      t.app,
      item,
      { paymentMethod: 'CARD', payment: SUCCESS_CARD },
      2,
    );
    expect(order.paymentStatus).toBe('completed');
    expect(await stockOf(t.app, item.variant.id)).toBe(3);

    const responses = await race(
      [1, 2, 3, 4].map(
        () => () =>
          call(t.app, token, 'PATCH', `/api/orders/${order.orderId}/cancel`, {
            reason: 'Changed my mind',
          }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 422: 3 });
    expect(await stockOf(t.app, item.variant.id)).toBe(5);
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    // One refund, sent through the gateway once.
    expect(rows).toEqual([
      expect.objectContaining({
        amountPaise: 140_200,
        status: 'issued',
        providerRefundId: expect.stringMatching(/\S/),
      }),
    ]);
  });
});
