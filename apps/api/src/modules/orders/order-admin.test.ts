import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CANCELLABLE_STATUSES, type AdminOrderDetail, type Order } from '@shop/contracts';
import { auditLogs, orderEvents } from '../../db/schema';
import { createPaymentProvider } from '../payments';
import { cancelOrder } from './order-cancellation';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { newPhone, signIn } from '../../../test/sign-in';
import {
  call,
  setOrderStatus,
  shopperWithOrder,
  stockedProduct,
  type StockedProduct,
  stockOf,
  SUCCESS_CARD,
} from '../../../test/orders';

describe('back office: /api/admin/orders', () => {
  let t: TestApp;
  let item: StockedProduct;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let customer: Awaited<ReturnType<typeof shopperWithOrder>>;
  const adminPhone = newPhone();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_PHONES: adminPhone, UNPAID_ORDER_SWEEP_SECONDS: '0' },
    });
    item = await stockedProduct(t.app, { price: 1000, stock: 100, name: 'Denim Jacket' });
    admin = await signIn(t.app, adminPhone, { name: 'Shop Owner' });
    customer = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    call(t.app, admin.token, method, `/api/admin/orders${url}`, payload);
  const setStatus = (orderId: string, body: object) => asAdmin('PATCH', `/${orderId}/status`, body);

  it('answers 401 without a session, 403 for a customer, 200 for an admin', async () => {
    const id = customer.order.orderId;
    const routes: Array<['GET' | 'PATCH', string, object?]> = [
      ['GET', ''],
      ['GET', `/${id}`],
      ['PATCH', `/${id}/status`, { status: 'processing' }],
      ['PATCH', `/${id}/cancel`, { reason: 'Out of stock at the warehouse' }],
    ];
    // Issue 16's 'refused at delivery' (served to the admin in order-delivery.test.ts) and a
    // parcel back at the shop (below).
    const guarded = [
      ...routes,
      ['PATCH', `/${id}/refused`, {}] as const,
      ['PATCH', `/${id}/parcel-returned`] as const,
    ];
    for (const [method, url, payload] of guarded) {
      const none = await call(t.app, null, method, `/api/admin/orders${url}`, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const shopper = await call(t.app, customer.token, method, `/api/admin/orders${url}`, payload);
      expect(shopper.statusCode, `${method} ${url}`).toBe(403);
    }
    const order = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    for (const [method, url, payload] of routes) {
      const path = url.replace(id, order.order.orderId);
      const res = await asAdmin(method, path, payload);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
    }
  });

  it('lists orders with the customer, filtered by status, payment, date and search', async () => {
    const cod = await shopperWithOrder(t.app, item, { paymentMethod: 'COD' });
    const all = await asAdmin('GET', '?limit=100');
    expect(all.statusCode).toBe(200);
    const listed = all.json().data;
    expect(listed.pagination).toMatchObject({ currentPage: 1, hasPrev: false });
    expect(listed.orders[0]).toMatchObject({
      orderId: cod.order.orderId,
      customer: { _id: cod.user.id, name: 'Test Shopper', phone: expect.any(String) },
    });

    const ids = async (query: string) =>
      ((await asAdmin('GET', query)).json().data.orders as Order[]).map((o) => o.orderId);
    expect(await ids('?paymentStatus=completed')).not.toContain(cod.order.orderId);
    expect(await ids('?paymentStatus=pending&status=pending')).toContain(cod.order.orderId);
    expect(await ids('?paymentMethod=COD')).toEqual([cod.order.orderId]);
    expect(await ids(`?search=${cod.order.orderNumber}`)).toEqual([cod.order.orderId]);
    expect(await ids(`?search=${cod.phone}`)).toEqual([cod.order.orderId]);
    expect(await ids('?search=denim')).toContain(cod.order.orderId);
    await setOrderStatus(t.app, cod.order.orderId, { createdAt: new Date('2026-01-15T20:00:00Z') });
    // 20:00 UTC on the 15th is already the 16th in India.
    expect(await ids('?from=2026-01-16&to=2026-01-16')).toEqual([cod.order.orderId]);
    expect(await ids('?from=2026-01-15&to=2026-01-15')).toEqual([]);
  });

  it('answers bad queries and bodies with 400 and the field message', async () => {
    for (const [query, message] of [
      ['?status=lost', 'Unknown order status'],
      ['?paymentStatus=maybe', 'Unknown payment status'],
      ['?from=yesterday', 'From must be a date (YYYY-MM-DD)'],
      ['?from=2026-01-16&to=2026-01-15', 'To cannot be before From'],
      ['?limit=101', 'Limit must be at most 100'],
    ] as const) {
      const res = await asAdmin('GET', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const id = customer.order.orderId;
    const bodies: Array<[object, string]> = [
      [{ status: 'cancelled' }, 'Status must be confirmed, processing, shipped or delivered'],
      [{ status: 'shipped', trackingNumber: 'T1' }, 'Carrier is required to ship'],
      [{ status: 'processing', colour: 'red' }, 'Unrecognized key: "colour"'],
    ];
    for (const [body, message] of bodies) {
      const res = await setStatus(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const cancel = await asAdmin('PATCH', `/${id}/cancel`, { reason: ' ' });
    expect(cancel.json()).toMatchObject({ message: 'Please give a reason for cancelling' });
    expect((await asAdmin('GET', '/missing-order')).statusCode).toBe(404);
  });

  it('moves an order step by step, audits each change, and the shopper sees the tracking', async () => {
    const { token, order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    expect(
      (await setStatus(order.orderId, { status: 'shipped', carrier: 'X', trackingNumber: 'Y' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await setStatus(order.orderId, { status: 'processing', location: 'Mumbai' })).statusCode,
    ).toBe(200);
    const shipped = await setStatus(order.orderId, {
      status: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD998877',
      location: 'Mumbai hub',
    });
    expect(shipped.statusCode).toBe(200);
    const detail = shipped.json().data.order as AdminOrderDetail;
    expect(detail).toMatchObject({ orderStatus: 'shipped', carrier: 'Blue Dart' });
    expect(detail.events.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({ status: 'completed', cardLast4: '1111', amountPaise: 100_200 }),
    ]);

    const track = await call(t.app, token, 'GET', `/api/orders/${order.orderId}/track`);
    expect(track.json().data.events.at(-1)).toMatchObject({
      status: 'shipped',
      location: 'Mumbai hub',
      description: 'Shipped with Blue Dart (tracking number BD998877)',
    });

    const logs = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, order.orderId)));
    expect(logs.map((l) => [l.action, l.actorUserId])).toEqual([
      ['order.process', admin.user.id],
      ['order.ship', admin.user.id],
    ]);
    expect(logs[1]).toMatchObject({
      before: expect.objectContaining({ orderStatus: 'processing', carrier: null }),
      after: expect.objectContaining({ orderStatus: 'shipped', carrier: 'Blue Dart' }),
    });
  });

  it('places each step the owner names no place for: the shop’s city, the shopper’s at the door', async () => {
    const { token, order } = await shopperWithOrder(t.app, item);
    for (const body of [
      { status: 'confirmed' },
      { status: 'processing' },
      { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123', location: 'Hosur hub' },
      { status: 'delivered' },
    ]) {
      expect((await setStatus(order.orderId, body)).statusCode).toBe(200);
    }
    const track = await call(t.app, token, 'GET', `/api/orders/${order.orderId}/track`);
    const events = track.json().data.events as { status: string; location: string | null }[];
    expect(events.map((event) => [event.status, event.location])).toEqual([
      // Placed online: no place to name.
      ['pending', null],
      // The store profile's city (migration 0013's Bengaluru).
      ['confirmed', 'Bengaluru'],
      ['processing', 'Bengaluru'],
      ['shipped', 'Hosur hub'],
      ['delivered', order.shippingAddress.city],
    ]);
  });

  it("cancels a shipped order at the shopper's request with a 90% refund sent through the gateway, restocks it when the parcel is back and audits both", async () => {
    const { order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    await setOrderStatus(t.app, order.orderId, { orderStatus: 'shipped' });
    const stock = await stockOf(t.app, item.variant.id);
    const res = await asAdmin('PATCH', `/${order.orderId}/cancel`, {
      reason: 'No longer needed',
      cancelledBy: 'shopper',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'No longer needed',
      refund: {
        amount: 901.8,
        amountPaise: 90_180,
        timeline: '5-7 business days',
        status: 'issued',
      },
    });
    // The parcel is still with the courier: nothing goes back on sale yet (decision 048).
    expect(res.json().data.order).toMatchObject({ awaitingReturn: true, returnedToShopAt: null });
    expect(await stockOf(t.app, item.variant.id)).toBe(stock);
    const again = await asAdmin('PATCH', `/${order.orderId}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(422);
    const [log] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.cancel'), eq(auditLogs.entityId, order.orderId)));
    expect(log).toMatchObject({ actorUserId: admin.user.id });

    const back = await asAdmin('PATCH', `/${order.orderId}/parcel-returned`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.order).toMatchObject({
      orderStatus: 'cancelled',
      awaitingReturn: false,
    });
    expect(back.json().data.order.returnedToShopAt).toEqual(expect.any(String));
    expect(await stockOf(t.app, item.variant.id)).toBe(stock + 1);
    // Once: a second receipt would put the same units on sale twice.
    const twice = await asAdmin('PATCH', `/${order.orderId}/parcel-returned`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      code: 'ORDER_NOT_AWAITING_RETURN',
      message: 'This order is not waiting for its parcel to come back',
    });
    expect(await stockOf(t.app, item.variant.id)).toBe(stock + 1);
    const [received] = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'order.parcel-returned'), eq(auditLogs.entityId, order.orderId)),
      );
    expect(received).toMatchObject({
      actorUserId: admin.user.id,
      before: expect.objectContaining({ awaitingReturn: true }),
      after: expect.objectContaining({ awaitingReturn: false }),
    });
  });

  it('restocks an order cancelled before shipping at once, with no parcel to wait for', async () => {
    const { order } = await shopperWithOrder(t.app, item);
    const stock = await stockOf(t.app, item.variant.id);
    const res = await asAdmin('PATCH', `/${order.orderId}/cancel`, { reason: 'Out of stock' });
    expect(res.json().data.order).toMatchObject({
      orderStatus: 'cancelled',
      awaitingReturn: false,
    });
    expect(await stockOf(t.app, item.variant.id)).toBe(stock + 1);
    const back = await asAdmin('PATCH', `/${order.orderId}/parcel-returned`);
    expect(back.statusCode).toBe(422);
    expect(back.json().code).toBe('ORDER_NOT_AWAITING_RETURN');
    expect(await stockOf(t.app, item.variant.id)).toBe(stock + 1);
    const unknown = await asAdmin('PATCH', '/0123456789abcdef01234567/parcel-returned');
    expect(unknown.statusCode).toBe(404);
  });

  it('refunds everything paid when the shop cancels a shipped order (no cancellation charge)', async () => {
    const { order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    await setOrderStatus(t.app, order.orderId, { orderStatus: 'shipped' });
    const res = await asAdmin('PATCH', `/${order.orderId}/cancel`, { reason: 'Lost in transit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.refund).toMatchObject({
      amountPaise: 100_200,
      status: 'issued',
    });
    const [event] = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.status, 'cancelled')));
    expect(event?.description).toBe('Cancelled by the shop: Lost in transit');
  });

  it('refuses an unknown party to a cancellation', async () => {
    const { order } = await shopperWithOrder(t.app, item);
    const res = await asAdmin('PATCH', `/${order.orderId}/cancel`, {
      reason: 'Lost in transit',
      cancelledBy: 'courier',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Say whether the shop or the shopper asked to cancel');
  });

  it('leaves the order as it was when the gateway refuses the refund', async () => {
    const { order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    const stock = await stockOf(t.app, item.variant.id);
    const refusing = {
      ...createPaymentProvider(t.app.config),
      refund: () => Promise.reject(new Error('gateway down')),
    };
    await expect(
      cancelOrder(t.app.db, {
        orderId: order.orderId,
        reason: 'Out of stock',
        allowed: ADMIN_CANCELLABLE_STATUSES,
        cancelledBy: 'shop',
        payments: refusing,
        actorUserId: admin.user.id,
        now: new Date(),
      }),
    ).rejects.toThrow('gateway down');
    const read = await asAdmin('GET', `/${order.orderId}`);
    expect(read.json().data.order).toMatchObject({ orderStatus: 'confirmed', refund: null });
    expect(await stockOf(t.app, item.variant.id)).toBe(stock);
  });
});
