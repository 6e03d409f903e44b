import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';
import { eq } from 'drizzle-orm';
import { addToCart, stockedProduct } from '../../../test/orders';
import { bearer, signIn } from '../../../test/sign-in';

describe('admin coupons', () => {
  let t: AdminTestApp;
  let couponId: string;

  beforeAll(async () => {
    t = await buildAdminTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.call({ method: 'POST', url: '/api/admin/coupons', payload });

  it('creates a coupon (code trimmed and upper-cased) and refuses a repeated code', async () => {
    const res = await create({
      code: ' save10 ',
      description: '10% off, up to ₹200',
      type: 'percentage',
      value: 10,
      maxDiscount: 200,
      minOrderValue: 499,
      startsAt: '2026-01-01T00:00:00+05:30',
      endsAt: '2026-12-31T23:59:59+05:30',
      usageLimit: 100,
      perUserLimit: 1,
    });
    expect(res.statusCode).toBe(201);
    couponId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      code: 'SAVE10',
      type: 'percentage',
      value: 10,
      maxDiscount: 200,
      startsAt: '2025-12-31T18:30:00.000Z',
      usedCount: 0,
      redemptionCount: 0,
      isActive: true,
    });
    const again = await create({ code: 'SAVE10', type: 'flat', value: 50 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COUPON_CODE_TAKEN');
  });

  it('edits, checking the coupon as a whole', async () => {
    const put = (payload: object) =>
      t.call({ method: 'PUT', url: `/api/admin/coupons/${couponId}`, payload });
    expect((await put({ value: 15 })).json().data.value).toBe(15);
    expectFieldError(await put({ value: 150 }), 'body.value');
    expectFieldError(await put({ endsAt: '2025-06-01T00:00:00Z' }), 'body.endsAt');
    expect((await put({ type: 'flat', value: 150, maxDiscount: null })).json().data).toMatchObject({
      type: 'flat',
      value: 150,
      maxDiscount: null,
    });
  });

  it('shows uses and redemptions, and will not cap uses below those made', async () => {
    const db = t.database.db;
    await db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, couponId));
    for (const released of [null, new Date()]) {
      await db.insert(couponRedemptions).values({
        id: newId(),
        couponId,
        userId: t.adminId,
        orderId: newId(),
        discount: 150,
        releasedAt: released,
      });
    }
    const res = await t.call({ method: 'GET', url: `/api/admin/coupons/${couponId}/redemptions` });
    const data = res.json().data;
    expect(data.coupon).toMatchObject({ usedCount: 2, redemptionCount: 2 });
    expect(data.redemptions).toHaveLength(2);
    expect(data.redemptions[0]).toMatchObject({ userName: 'Shop Owner', discount: 150 });
    const capped = await t.call({
      method: 'PUT',
      url: `/api/admin/coupons/${couponId}`,
      payload: { usageLimit: 1 },
    });
    expectFieldError(capped, 'body.usageLimit');
  });

  it('deactivates a coupon and lists with filters', async () => {
    const off = await t.call({
      method: 'PATCH',
      url: `/api/admin/coupons/${couponId}/status`,
      payload: { isActive: false },
    });
    expect(off.json().data.isActive).toBe(false);
    await create({ code: 'FLAT50', type: 'flat', value: 50 });
    const list = async (query: string) =>
      (await t.call({ method: 'GET', url: `/api/admin/coupons${query}` })).json().data;
    expect((await list('')).coupons.map((c: { code: string }) => c.code)).toEqual([
      'FLAT50',
      'SAVE10',
    ]);
    expect((await list('?isActive=true')).coupons).toHaveLength(1);
    expect((await list('?search=save')).coupons).toHaveLength(1);
    const logs = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=coupon' });
    expect(logs.json().data.auditLogs.map((l: { action: string }) => l.action)).toEqual([
      'coupon.create',
      'coupon.status',
      'coupon.update',
      'coupon.update',
      'coupon.create',
    ]);
  });

  it('keeps a Hindi description, which Hindi shoppers read on the applied coupon', async () => {
    const made = await create({
      code: 'DIWALI50',
      description: '₹50 off for Diwali',
      translations: { hi: { description: 'दिवाली पर ₹50 की छूट' } },
      type: 'flat',
      value: 50,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.translations).toEqual({ hi: { description: 'दिवाली पर ₹50 की छूट' } });
    const id = made.json().data.id as string;

    const shopper = await signIn(t.app);
    await addToCart(t.app, shopper.token, await stockedProduct(t.app, { price: 600 }));
    const apply = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/coupon/apply',
        headers: { ...bearer(shopper.token), 'accept-language': language },
        payload: { couponCode: 'DIWALI50' },
      });
    const inHindi = await apply('hi');
    expect(inHindi.statusCode, inHindi.body).toBe(200);
    expect(inHindi.json().data.summary.appliedCoupon.description).toBe('दिवाली पर ₹50 की छूट');
    expect((await apply('en')).json().data.summary.appliedCoupon.description).toBe(
      '₹50 off for Diwali',
    );

    const put = (payload: object) =>
      t.call({ method: 'PUT', url: `/api/admin/coupons/${id}`, payload });
    // Another change keeps the Hindi text; a blank one removes it.
    expect((await put({ value: 60 })).json().data.translations).toEqual({
      hi: { description: 'दिवाली पर ₹50 की छूट' },
    });
    expect(
      (await put({ translations: { hi: { description: ' ' } } })).json().data.translations,
    ).toEqual({});
    expectFieldError(
      await put({ translations: { hi: { description: 'छूट'.repeat(101) } } }),
      'body.translations.hi.description',
    );
  });

  it('refuses bad input with field messages', async () => {
    const url = `/api/admin/coupons/${couponId}`;
    const bad = [
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { type: 'flat', value: 5 },
        path: 'body.code',
      },
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'A B', type: 'flat', value: 5 },
        path: 'body.code',
      },
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'ABC', type: 'bogo', value: 5 },
        path: 'body.type',
      },
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'ABC', type: 'flat', value: 0 },
        path: 'body.value',
      },
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'ABC', type: 'percentage', value: 101 },
        path: 'body.value',
      },
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'ABC', type: 'flat', value: 5, startsAt: 'tomorrow' },
        path: 'body.startsAt',
      },
      { method: 'PUT', url, payload: { minOrderValue: -1 }, path: 'body.minOrderValue' },
      { method: 'PUT', url, payload: {}, path: 'body' },
      { method: 'PATCH', url: `${url}/status`, payload: {}, path: 'body.isActive' },
      { method: 'GET', url: `${url}/redemptions?page=x`, path: 'query.page' },
      { method: 'GET', url: '/api/admin/coupons?isActive=yes', path: 'query.isActive' },
    ] as const;
    for (const { path, ...request } of bad) {
      expectFieldError(await t.call(request), path);
    }
    const unknown = await t.call({ method: 'GET', url: `/api/admin/coupons/${'9'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
  });
});
