import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/contracts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  advanceOrder,
  confirmOrder,
  deliverOrder,
  processOrder,
  shipOrder,
} from './order-fulfilment';
import { trackOrder } from './order-queries';
import {
  setOrderStatus,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  SUCCESS_CARD,
} from '../../../test/orders';

describe('the shop owner moves an order through fulfilment', () => {
  let t: TestApp;
  let item: StockedProduct;
  const now = new Date('2026-03-01T09:00:00Z');
  const by = { actorUserId: null, now };

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    item = await stockedProduct(t.app, { stock: 100 });
  });
  afterAll(() => t.close());

  const codOrder = async () => (await shopperWithOrder(t.app, item)).order;

  it('confirms, processes, ships and delivers, writing each tracking event', async () => {
    const order = await codOrder();
    // Each step a day after the one before.
    const day = (n: number) => ({ actorUserId: null, now: new Date(Date.now() + n * 86_400_000) });
    await confirmOrder(t.app.db, order.orderId, day(1));
    await processOrder(t.app.db, order.orderId, { ...day(2), location: 'Bengaluru warehouse' });
    const shipped = await shipOrder(t.app.db, order.orderId, {
      ...day(3),
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
      location: 'Bengaluru hub',
    });
    expect(shipped).toMatchObject({
      orderStatus: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    });
    const delivered = await deliverOrder(t.app.db, order.orderId, {
      ...day(4),
      note: 'Left with guard',
    });
    // Cash on delivery is collected at the door.
    expect(delivered).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'completed',
    });
    expect(delivered.deliveredAt!.getTime()).toBeGreaterThan(Date.now() + 3 * 86_400_000);

    const tracking = await trackOrder(t.app.db, order.orderId);
    expect(tracking.events.map((e) => [e.status, e.location, e.description])).toEqual([
      ['pending', null, 'Order placed (Cash on Delivery)'],
      // No place given: the shop's city (the store profile's Bengaluru) while it handles it.
      ['confirmed', 'Bengaluru', 'Order confirmed'],
      ['processing', 'Bengaluru warehouse', 'Order is being packed'],
      ['shipped', 'Bengaluru hub', 'Shipped with Delhivery (tracking number DL123456789IN)'],
      // ...and the shopper's at the door.
      ['delivered', order.shippingAddress.city, 'Delivered. Left with guard'],
    ]);
    expect(tracking).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DL123456789IN' });
  });

  const refused: Array<[OrderStatus, 'confirmed' | 'processing' | 'shipped' | 'delivered']> = [
    ['pending', 'processing'],
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['confirmed', 'confirmed'],
    ['confirmed', 'shipped'],
    ['confirmed', 'delivered'],
    ['processing', 'confirmed'],
    ['processing', 'delivered'],
    ['shipped', 'processing'],
    ['shipped', 'confirmed'],
    ['delivered', 'shipped'],
    ['cancelled', 'confirmed'],
    ['cancelled', 'delivered'],
  ];
  it.each(refused)('refuses to move a %s order to %s (422)', async (from, to) => {
    const order = await codOrder();
    await setOrderStatus(t.app, order.orderId, { orderStatus: from });
    await expect(
      advanceOrder(t.app.db, {
        ...by,
        orderId: order.orderId,
        to,
        carrier: 'Delhivery',
        trackingNumber: 'X1',
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'ORDER_TRANSITION_INVALID' });
    const tracking = await trackOrder(t.app.db, order.orderId);
    expect(tracking.orderStatus).toBe(from);
    expect(tracking.events).toHaveLength(1);
  });

  it('confirms an online order only once it is paid', async () => {
    const unpaid = (await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' })).order;
    await expect(confirmOrder(t.app.db, unpaid.orderId, by)).rejects.toMatchObject({
      statusCode: 422,
      message: 'This order cannot be confirmed before it is paid',
    });
    // A paid one is confirmed by the payment itself; the next step is processing.
    const paid = (
      await shopperWithOrder(t.app, item, { paymentMethod: 'CARD', payment: SUCCESS_CARD })
    ).order;
    expect(paid.orderStatus).toBe('confirmed');
    expect((await processOrder(t.app.db, paid.orderId, by)).orderStatus).toBe('processing');
  });

  it('needs a carrier and a tracking number to ship (400)', async () => {
    const order = await codOrder();
    await setOrderStatus(t.app, order.orderId, { orderStatus: 'processing' });
    await expect(
      advanceOrder(t.app.db, {
        ...by,
        orderId: order.orderId,
        to: 'shipped',
        carrier: 'Delhivery',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(confirmOrder(t.app.db, 'missing', by)).rejects.toMatchObject({ statusCode: 404 });
  });
});
