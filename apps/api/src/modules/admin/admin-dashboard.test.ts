import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/factories';
import { orders, returnRequests } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startOfIndianDay } from '../../lib/time';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

describe('GET /api/admin/dashboard and the audit log', () => {
  let t: AdminTestApp;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    await createProduct(db, {
      name: 'Running Low Tee',
      categoryId: men.id,
      variants: [
        { color: 'Navy', size: 'S', price: 499, stock: 2 },
        { color: 'Navy', size: 'M', price: 499, stock: 5 },
        { color: 'Navy', size: 'L', price: 499, stock: 6 },
        { color: 'Navy', size: 'XL', price: 499, stock: 0, isActive: false },
      ],
    });
    await createProduct(db, {
      name: 'Retired',
      categoryId: men.id,
      isActive: false,
      variants: [{ size: 'M', price: 299, stock: 0 }],
    });
    const startOfToday = startOfIndianDay(new Date());
    const address = {
      name: 'A',
      phone: '9876543210',
      addressLine1: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    };
    const order = (
      status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled',
      total: number,
      at: Date,
      payment: Partial<Pick<typeof orders.$inferInsert, 'paymentMethod' | 'paymentStatus'>> = {},
    ) => ({
      id: newId(),
      userId: t.adminId,
      orderStatus: status,
      paymentMethod: 'COD' as const,
      ...payment,
      subtotal: total - 2,
      platformFee: 2,
      totalAmount: total,
      shippingAddress: address,
      createdAt: at,
    });
    // Returned in full and refunded: its payment reads refunded, and it was still a sale.
    const returnedToday = order('delivered', 650, new Date(), { paymentStatus: 'refunded' });
    const deliveredYesterday = order('delivered', 2000, new Date(startOfToday.getTime() - 60_000), {
      paymentStatus: 'completed',
    });
    await db.insert(orders).values([
      order('pending', 501, new Date(startOfToday.getTime() + 60_000)),
      order('shipped', 1000, new Date()),
      order('cancelled', 700, new Date()),
      // A declined card stays pending with its payment failed: no money came in.
      order('pending', 800, new Date(), { paymentMethod: 'CARD', paymentStatus: 'failed' }),
      // Online and not paid yet: not revenue until the payment completes.
      order('pending', 900, new Date(), { paymentMethod: 'UPI' }),
      order('confirmed', 1200, new Date(), { paymentMethod: 'CARD', paymentStatus: 'completed' }),
      returnedToday,
      deliveredYesterday,
      // Before midnight in India: yesterday, though it may still be "today" in UTC.
      order('confirmed', 9999, new Date(startOfToday.getTime() - 60_000)),
    ]);
    const returnRequest = (
      orderId: string,
      goodsRefundPaise: number,
      feesRefundPaise: number,
      refundedAt: Date | null,
    ) => ({
      id: newId(),
      orderId,
      userId: t.adminId,
      status: refundedAt ? ('refunded' as const) : ('requested' as const),
      reason: 'size_too_small' as const,
      pickupAddress: address,
      goodsRefundPaise,
      feesRefundPaise,
      refundedAt,
    });
    await db.insert(returnRequests).values([
      // Today's order, returned in full and refunded today: it brought nothing in.
      returnRequest(returnedToday.id, 64_800, 200, new Date()),
      // Yesterday's order, part of it refunded today: today's takings are that much less.
      returnRequest(deliveredYesterday.id, 45_000, 4_900, new Date()),
      // Refunded yesterday, and asked for but not refunded yet: nothing went back today.
      returnRequest(deliveredYesterday.id, 30_000, 0, new Date(startOfToday.getTime() - 60_000)),
      returnRequest(deliveredYesterday.id, 10_000, 0, null),
    ]);
  });
  afterAll(() => t.close());

  it("answers today's orders and revenue, pending orders and low-stock variants", async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      todayOrders: 7,
      // 501 + 1000 (cash on delivery) + 1200 (paid by card) + 650 (paid, then returned), less
      // 650 + 499 refunded today for returns; cancelled and unpaid orders bring nothing in.
      todayRevenue: 2202,
      pendingOrders: 5, // pending and confirmed
      lowStockThreshold: 5,
      lowStockVariants: [
        expect.objectContaining({ productName: 'Running Low Tee', size: 'S', stock: 2 }),
        expect.objectContaining({ productName: 'Running Low Tee', size: 'M', stock: 5 }),
      ],
    });
  });

  it('filters the audit log by entity and actor, newest first, paged', async () => {
    for (const code of ['AUDIT1', 'AUDIT2', 'AUDIT3']) {
      await t.call({
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code, type: 'flat', value: 10 },
      });
    }
    const page = async (query: string) =>
      (await t.call({ method: 'GET', url: `/api/admin/audit-logs${query}` })).json().data;
    const first = await page(`?actor=${t.adminId}&limit=2`);
    expect(first.auditLogs.map((log: { after: { code: string } }) => log.after.code)).toEqual([
      'AUDIT3',
      'AUDIT2',
    ]);
    expect(first.pagination).toMatchObject({ totalItems: 3, totalPages: 2, hasNext: true });
    expect(first.auditLogs[0]).toMatchObject({
      actorUserId: t.adminId,
      actorName: 'Shop Owner',
      entity: 'coupon',
      before: null,
    });
    expect((await page('?entity=banner')).auditLogs).toEqual([]);
    expect((await page(`?actor=${'0'.repeat(24)}`)).auditLogs).toEqual([]);
    expectFieldError(
      await t.call({ method: 'GET', url: '/api/admin/audit-logs?actor=me' }),
      'query.actor',
    );
    expectFieldError(
      await t.call({ method: 'GET', url: '/api/admin/audit-logs?page=-1' }),
      'query.page',
    );
  });
});
