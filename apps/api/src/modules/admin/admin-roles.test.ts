import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createBanner, createCategory, createProduct } from '../../../test/factories';
import { buildAdminTestApp, multipartFile, tinyPng, type AdminTestApp } from '../../../test/admin';
import { call, setOrderStatus, shopperWithOrder, stockedProduct } from '../../../test/orders';

interface RouteCase {
  name: string;
  request: () => InjectOptions;
  /** What the admin gets for this (valid) request. */
  adminStatus: number;
}

/**
 * Issue 7 acceptance: every admin route answers 401 without a token, 403 to a customer, and
 * serves the admin. The table must list every /api/admin route the app documents (checked
 * against the OpenAPI document below), so a new route cannot be added without its row.
 */
describe('admin routes: role matrix (none / customer / admin)', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const spare = await createCategory(db, { name: 'Spare', slug: 'spare' });
    const { product, variants } = await createProduct(db, {
      categoryId: men.id,
      variants: [{ size: 'M', price: 499, stock: 10 }],
    });
    const banner = await createBanner(db, { title: 'Kept' });
    const doomed = await createBanner(db, { title: 'Doomed' });
    const coupon = await t.call({
      method: 'POST',
      url: '/api/admin/coupons',
      payload: { code: 'ROLES10', type: 'percentage', value: 10 },
    });
    const [review] = await db
      .insert(reviews)
      .values({ id: newId(), productId: product.id, userId: t.adminId, rating: 4 })
      .returning();
    const synonym = await t.call({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { terms: ['veshti', 'mundu'] },
    });
    // Issue 15: a delivered order with a return request waiting in the queue.
    const bought = await shopperWithOrder(t.app, await stockedProduct(t.app));
    await setOrderStatus(t.app, bought.order.orderId, {
      orderStatus: 'delivered',
      deliveredAt: new Date(),
    });
    const asked = await call(
      t.app,
      bought.token,
      'POST',
      `/api/orders/${bought.order.orderId}/returns`,
      {
        lines: [{ orderItemId: bought.order.items[0]!._id, quantity: 1, kind: 'return' }],
        reason: 'size_too_small',
        refundDestination: { method: 'UPI', upiId: 'asha@okaxis' },
      },
    );
    expect(asked.statusCode).toBe(201);
    Object.assign(ids, {
      returnRequest: asked.json().data._id,
      review: review!.id,
      synonym: synonym.json().data._id,
      category: men.id,
      spare: spare.id,
      product: product.id,
      variant: variants[0]!.id,
      banner: banner.id,
      doomed: doomed.id,
      coupon: coupon.json().data.id,
    });
  });
  afterAll(() => t.close());

  const json = (method: InjectOptions['method'], url: string, payload?: object) => () => ({
    method,
    url,
    ...(payload ? { payload } : {}),
  });
  const cases: RouteCase[] = [
    { name: 'GET dashboard', request: json('GET', '/api/admin/dashboard'), adminStatus: 200 },
    {
      name: 'GET store profile',
      request: json('GET', '/api/admin/store-profile'),
      adminStatus: 200,
    },
    {
      name: 'PUT store profile',
      request: json('PUT', '/api/admin/store-profile', {
        legalName: 'BharatBazaar Retail Pvt. Ltd.',
        tradeName: 'BharatBazaar',
        gstin: '29AABCB1234C1ZA',
        addressLine1: '3rd Floor, Sunrise Towers, MG Road',
        addressLine2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        supportPhone: '+91 1800-123-4567',
        supportEmail: 'support@bharatbazaar.in',
        grievanceOfficerName: 'Meera Krishnan',
        grievanceOfficerDesignation: 'Grievance Officer',
        grievanceOfficerPhone: '9845012345',
        grievanceOfficerEmail: 'grievance@bharatbazaar.in',
      }),
      adminStatus: 200,
    },
    {
      name: 'GET delivery settings',
      request: json('GET', '/api/admin/delivery-settings'),
      adminStatus: 200,
    },
    {
      name: 'PUT delivery settings',
      request: json('PUT', '/api/admin/delivery-settings', {
        dispatchPincodes: ['560001'],
        cutoffTime: '14:00',
        dispatchDays: [1, 2, 3, 4, 5, 6],
        zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
        nonServiceablePincodes: [],
        cod: { maxOrderValue: 50000, blockedPincodes: [], fee: 0, refusedLimit: 3 },
      }),
      adminStatus: 200,
    },
    {
      name: 'GET search insights',
      request: json('GET', '/api/admin/search/insights'),
      adminStatus: 200,
    },
    {
      name: 'GET search synonyms',
      request: json('GET', '/api/admin/search/synonyms'),
      adminStatus: 200,
    },
    {
      name: 'POST search synonyms',
      request: json('POST', '/api/admin/search/synonyms', { terms: ['dhoti', 'lungi'] }),
      adminStatus: 201,
    },
    {
      name: 'PUT search synonyms',
      request: () =>
        json('PUT', `/api/admin/search/synonyms/${ids.synonym}`, { terms: ['veshti', 'dhoti'] })(),
      adminStatus: 200,
    },
    {
      name: 'DELETE search synonyms',
      request: () => json('DELETE', `/api/admin/search/synonyms/${ids.synonym}`)(),
      adminStatus: 200,
    },
    { name: 'GET banners', request: json('GET', '/api/admin/banners'), adminStatus: 200 },
    {
      name: 'GET banner',
      request: () => json('GET', `/api/admin/banners/${ids.banner}`)(),
      adminStatus: 200,
    },
    {
      name: 'POST banner',
      request: json('POST', '/api/admin/banners', { title: 'New', image: '/uploads/x.png' }),
      adminStatus: 201,
    },
    {
      name: 'PUT banner',
      request: () => json('PUT', `/api/admin/banners/${ids.banner}`, { title: 'Renamed' })(),
      adminStatus: 200,
    },
    {
      name: 'PATCH banner status',
      request: () =>
        json('PATCH', `/api/admin/banners/${ids.banner}/status`, { isActive: false })(),
      adminStatus: 200,
    },
    {
      name: 'PATCH banners reorder',
      request: () =>
        json('PATCH', '/api/admin/banners/reorder', {
          bannerOrders: [{ id: ids.banner, order: 7 }],
        })(),
      adminStatus: 200,
    },
    {
      name: 'DELETE banner',
      request: () => json('DELETE', `/api/admin/banners/${ids.doomed}`)(),
      adminStatus: 200,
    },
    { name: 'GET products', request: json('GET', '/api/admin/products'), adminStatus: 200 },
    {
      name: 'GET product',
      request: () => json('GET', `/api/admin/products/${ids.product}`)(),
      adminStatus: 200,
    },
    {
      name: 'POST product',
      request: () =>
        json('POST', '/api/admin/products', {
          name: 'Role Tee',
          brand: 'Desi Threads',
          categoryId: ids.category,
          isActive: false,
        })(),
      adminStatus: 201,
    },
    {
      name: 'PUT product',
      request: () => json('PUT', `/api/admin/products/${ids.product}`, { brand: 'Other' })(),
      adminStatus: 200,
    },
    {
      name: 'PATCH product status',
      request: () =>
        json('PATCH', `/api/admin/products/${ids.product}/status`, { isFeatured: true })(),
      adminStatus: 200,
    },
    {
      name: 'POST variant',
      request: () =>
        json('POST', `/api/admin/products/${ids.product}/variants`, {
          color: 'Red',
          colorCode: '#ff0000',
          size: 'L',
          price: 599,
        })(),
      adminStatus: 201,
    },
    {
      name: 'PUT variant',
      request: () => json('PUT', `/api/admin/variants/${ids.variant}`, { price: 450 })(),
      adminStatus: 200,
    },
    {
      name: 'POST stock adjustment',
      request: () =>
        json('POST', `/api/admin/variants/${ids.variant}/stock-adjustments`, {
          delta: 1,
          reason: 'Count',
        })(),
      adminStatus: 201,
    },
    {
      name: 'GET stock adjustments',
      request: () => json('GET', `/api/admin/variants/${ids.variant}/stock-adjustments`)(),
      adminStatus: 200,
    },
    { name: 'GET categories', request: json('GET', '/api/admin/categories'), adminStatus: 200 },
    {
      name: 'GET category',
      request: () => json('GET', `/api/admin/categories/${ids.category}`)(),
      adminStatus: 200,
    },
    {
      name: 'POST category',
      request: json('POST', '/api/admin/categories', { name: 'Kids' }),
      adminStatus: 201,
    },
    {
      name: 'PUT category',
      request: () => json('PUT', `/api/admin/categories/${ids.category}`, { sortOrder: 3 })(),
      adminStatus: 200,
    },
    {
      name: 'DELETE category',
      request: () => json('DELETE', `/api/admin/categories/${ids.spare}`)(),
      adminStatus: 200,
    },
    { name: 'GET coupons', request: json('GET', '/api/admin/coupons'), adminStatus: 200 },
    {
      name: 'GET coupon',
      request: () => json('GET', `/api/admin/coupons/${ids.coupon}`)(),
      adminStatus: 200,
    },
    {
      name: 'POST coupon',
      request: json('POST', '/api/admin/coupons', { code: 'FLAT50', type: 'flat', value: 50 }),
      adminStatus: 201,
    },
    {
      name: 'PUT coupon',
      request: () => json('PUT', `/api/admin/coupons/${ids.coupon}`, { value: 15 })(),
      adminStatus: 200,
    },
    {
      name: 'PATCH coupon status',
      request: () =>
        json('PATCH', `/api/admin/coupons/${ids.coupon}/status`, { isActive: false })(),
      adminStatus: 200,
    },
    {
      name: 'GET coupon redemptions',
      request: () => json('GET', `/api/admin/coupons/${ids.coupon}/redemptions`)(),
      adminStatus: 200,
    },
    {
      name: 'POST upload',
      request: () => ({ method: 'POST', url: '/api/admin/uploads', ...multipartFile(tinyPng()) }),
      adminStatus: 201,
    },
    { name: 'GET audit logs', request: json('GET', '/api/admin/audit-logs'), adminStatus: 200 },
    { name: 'GET reviews', request: json('GET', '/api/admin/reviews'), adminStatus: 200 },
    {
      name: 'GET review settings',
      request: json('GET', '/api/admin/reviews/settings'),
      adminStatus: 200,
    },
    {
      name: 'PUT review settings',
      request: json('PUT', '/api/admin/reviews/settings', { preModeration: false }),
      adminStatus: 200,
    },
    {
      name: 'PATCH review',
      request: () => json('PATCH', `/api/admin/reviews/${ids.review}`, { status: 'published' })(),
      adminStatus: 200,
    },
    {
      name: 'PUT review reply',
      request: () => json('PUT', `/api/admin/reviews/${ids.review}/reply`, { reply: 'Thanks!' })(),
      adminStatus: 200,
    },
    { name: 'GET returns', request: json('GET', '/api/admin/returns'), adminStatus: 200 },
    {
      name: 'POST return step',
      request: () =>
        json('POST', `/api/admin/returns/${ids.returnRequest}/steps`, { action: 'approve' })(),
      adminStatus: 200,
    },
    {
      name: 'PUT product non-returnable',
      request: () =>
        json('PUT', `/api/admin/products/${ids.product}/non-returnable`, {
          nonReturnable: true,
        })(),
      adminStatus: 200,
    },
    {
      name: 'PUT category non-returnable',
      request: () =>
        json('PUT', `/api/admin/categories/${ids.category}/non-returnable`, {
          nonReturnable: true,
        })(),
      adminStatus: 200,
    },
  ];

  it.each(cases)('$name: 401 without a token', async ({ request }) => {
    const res = await t.call(request(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it.each(cases)("$name: 403 with a customer's token", async ({ request }) => {
    const res = await t.call(request(), t.customerToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it.each(cases)('$name: served to the admin', async ({ request, adminStatus }) => {
    const res = await t.call(request());
    expect(res.statusCode, res.body).toBe(adminStatus);
    expect(res.json().success).toBe(true);
  });

  it('covers every documented /api/admin route (orders excepted: their own module)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/orders'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const tested = cases
      .map((c) => {
        const { method, url } = c.request();
        const path = String(url)
          .split('?')[0]!
          .replace(/\/[0-9a-f]{24}(?=\/|$)/g, '/{id}');
        return `${String(method)} ${path}`;
      })
      .sort();
    expect([...new Set(tested)]).toEqual(documented);
  });
});
