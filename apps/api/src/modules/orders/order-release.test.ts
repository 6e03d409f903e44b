import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { trackOrder } from './order-queries';
import { releaseUnpaidOrders } from './order-release';
import {
  addCoupon,
  call,
  shopperWithOrder,
  stockedProduct,
  stockOf,
  SUCCESS_CARD,
} from '../../../test/orders';

const MINUTE = 60_000;

describe('unpaid online orders are released after the payment window', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { UNPAID_ORDER_SWEEP_SECONDS: '0', PAYMENT_WINDOW_MINUTES: '15' },
    });
  });
  afterAll(() => t.close());

  it('cancels the unpaid order once the window has passed, restoring stock and coupon once', async () => {
    const item = await stockedProduct(t.app, { stock: 5 });
    const coupon = await addCoupon(t.app, { usageLimit: 1 });
    const { token, order } = await shopperWithOrder(
      t.app,
      item,
      { paymentMethod: 'UPI', couponCode: coupon.code },
      2,
    );
    expect(await stockOf(t.app, item.variant.id)).toBe(3);
    const placedAt = Date.parse(order.createdAt);
    expect(Date.parse(order.paymentDueAt!)).toBe(placedAt + 15 * MINUTE);

    // A minute before the window closes: nothing happens.
    expect(await releaseUnpaidOrders(t.app.db, new Date(placedAt + 14 * MINUTE))).toEqual([]);
    expect(await stockOf(t.app, item.variant.id)).toBe(3);

    const later = new Date(placedAt + 15 * MINUTE + 1);
    expect(await releaseUnpaidOrders(t.app.db, later)).toEqual([order.orderId]);
    expect(await releaseUnpaidOrders(t.app.db, later)).toEqual([]);
    expect(await stockOf(t.app, item.variant.id)).toBe(5);
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(0);

    const res = await call(t.app, token, 'GET', `/api/orders/${order.orderId}`);
    expect(res.json().data.order).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'Payment not completed in time',
      refund: { amountPaise: 0 },
      paymentDueAt: null,
    });
    const tracking = await trackOrder(t.app.db, order.orderId);
    expect(tracking.events.at(-1)).toMatchObject({
      status: 'cancelled',
      description: 'Cancelled: payment was not completed in time',
    });
    // Too late to pay now.
    const pay = await call(t.app, token, 'POST', `/api/orders/${order.orderId}/payment`, {
      method: 'UPI',
      upiId: 'success@upi',
    });
    expect(pay.statusCode).toBe(422);
  });

  it('leaves paid orders and cash-on-delivery orders alone', async () => {
    const item = await stockedProduct(t.app, { stock: 5 });
    const paid = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    const cod = await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
    const farFuture = new Date(Date.now() + 365 * 24 * 60 * MINUTE);
    const released = await releaseUnpaidOrders(t.app.db, farFuture);
    expect(released).not.toContain(paid.order.orderId);
    expect(released).not.toContain(cod.order.orderId);
    expect(await stockOf(t.app, item.variant.id)).toBe(3);
  });

  it('refuses a payment after the window even before the release has run', async () => {
    const item = await stockedProduct(t.app, { stock: 5 });
    const { token, order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' });
    const { setOrderStatus } = await import('../../../test/orders');
    await setOrderStatus(t.app, order.orderId, { paymentDueAt: new Date(Date.now() - MINUTE) });
    const res = await call(
      t.app,
      token,
      'POST',
      `/api/orders/${order.orderId}/payment`,
      SUCCESS_CARD,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The time to pay for this order has passed. Please place the order again.',
    );
  });
});
