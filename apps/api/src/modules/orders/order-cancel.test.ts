import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, type Order } from '@shop/contracts';
import { couponRedemptions, coupons, orderEvents, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';
import {
  addCoupon,
  call,
  setOrderStatus,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  stockOf,
  SUCCESS_CARD,
} from '../../../test/orders';

describe('PATCH /api/orders/{id}/cancel', () => {
  let t: TestApp;
  let item: StockedProduct;

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    item = await stockedProduct(t.app, { price: 1499, stock: 100 });
  });
  afterAll(() => t.close());

  const cancel = (token: string, orderId: string, reason: unknown = 'Changed my mind') =>
    call(t.app, token, 'PATCH', `/api/orders/${orderId}/cancel`, { reason });
  const paidOrder = () =>
    shopperWithOrder(t.app, item, { paymentMethod: 'CARD', payment: SUCCESS_CARD }, 2);

  it.each(['pending', 'confirmed', 'processing'] as const)(
    'cancels a paid %s order with a full refund by card timeline',
    async (status) => {
      const { token, order } = await paidOrder();
      await setOrderStatus(t.app, order.orderId, { orderStatus: status });
      const stock = await stockOf(t.app, item.variant.id);

      const res = await cancel(token, order.orderId, 'Found a better price elsewhere');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'refunded',
        cancelReason: 'Found a better price elsewhere',
        refund: {
          amount: 3000,
          amountPaise: 300_000,
          timeline: '5-7 business days',
          // Sent back through the gateway that took it, within the cancellation.
          status: 'issued',
        },
        refundPreview: null,
      });
      expect(await stockOf(t.app, item.variant.id)).toBe(stock + 2);
      const events = await t.app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.orderId));
      expect(events.at(-1)).toMatchObject({
        status: 'cancelled',
        description: 'Order cancelled: Found a better price elsewhere',
      });
    },
  );

  it.each([
    ['shipped', 'This order has already been shipped and can no longer be cancelled'],
    ['delivered', 'This order has been delivered and can no longer be cancelled'],
    ['cancelled', 'This order has already been cancelled'],
  ] as const)('refuses to cancel a %s order (422) and changes nothing', async (status, message) => {
    const { token, order } = await paidOrder();
    await setOrderStatus(t.app, order.orderId, { orderStatus: status });
    const stock = await stockOf(t.app, item.variant.id);
    const res = await cancel(token, order.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message });
    expect(await stockOf(t.app, item.variant.id)).toBe(stock);
  });

  it("refunds nothing for cash on delivery: 'N/A (Cash on Delivery)'", async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
    const res = await cancel(token, order.orderId);
    expect(res.json().data.order).toMatchObject({
      // Nothing was paid and nothing will be collected (decision 049), not 'pending'.
      paymentStatus: 'cancelled',
      refund: {
        amount: 0,
        amountPaise: 0,
        timeline: 'N/A (Cash on Delivery)',
        status: 'not_required',
      },
    });
    // An order cancelled unpaid before the status existed still holds 'pending': it reads the
    // same.
    await t.app.db
      .update(orders)
      .set({ paymentStatus: 'pending' })
      .where(eq(orders.id, order.orderId));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: bearer(token),
    });
    expect(read.json().data.order.paymentStatus).toBe('cancelled');
  });

  it('refunds nothing for an online order that was never paid', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'UPI' });
    const res = await cancel(token, order.orderId);
    expect(res.json().data.order.paymentStatus).toBe('cancelled');
    expect(res.json().data.order.refund).toMatchObject({
      amountPaise: 0,
      timeline: '3-5 business days',
    });
    // The order list says so too.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders?status=cancelled',
      headers: bearer(token),
    });
    expect(listed.json().data.orders[0]).toMatchObject({
      orderId: order.orderId,
      paymentStatus: 'cancelled',
    });
  });

  it('gives the coupon use back so the shopper can use it again', async () => {
    const coupon = await addCoupon(t.app, { perUserLimit: 1, usageLimit: 10 });
    const { token, order } = await shopperWithOrder(t.app, item, { couponCode: coupon.code });
    expect(order.couponDiscount).toBe(100);
    await cancel(token, order.orderId);
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(0);
    const [redemption] = await t.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.orderId));
    expect(redemption!.releasedAt).toBeInstanceOf(Date);
  });

  it("answers 404 for another shopper's order and leaves it alone", async () => {
    const { order } = await paidOrder();
    const stranger = await signIn(t.app);
    expect((await cancel(stranger.token, order.orderId)).statusCode).toBe(404);
    expect((await cancel(stranger.token, 'no-such-order')).statusCode).toBe(404);
  });

  it('needs a reason from the list (400 with the spec message)', async () => {
    const { token, order } = await paidOrder();
    for (const body of [{}, { reason: '' }, { reason: 'Bored' }]) {
      const res = await call(t.app, token, 'PATCH', `/api/orders/${order.orderId}/cancel`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a cancellation reason');
    }
    const extra = await call(t.app, token, 'PATCH', `/api/orders/${order.orderId}/cancel`, {
      reason: CANCELLATION_REASONS[0],
      comments: 'not sent by the spec',
    });
    expect(extra.statusCode).toBe(400);
    const still = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect((still.json().data.order as Order).orderStatus).toBe('confirmed');
  });

  it('needs a signed-in shopper (401)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/x/cancel',
      payload: { reason: 'Other' },
    });
    expect(res.statusCode).toBe(401);
  });
});
