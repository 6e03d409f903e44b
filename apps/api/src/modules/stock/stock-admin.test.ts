import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/factories';
import { stockAdjustments } from '../../db/schema';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

describe('admin stock adjustments', () => {
  let t: AdminTestApp;
  let productId: string;
  let variantId: string;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const { product, variants } = await createProduct(db, {
      categoryId: men.id,
      variants: [{ size: 'M', price: 499, stock: 4 }],
    });
    productId = product.id;
    variantId = variants[0]!.id;
  });
  afterAll(() => t.close());

  const adjust = (delta: unknown, reason: unknown = 'Stock count') =>
    t.call({
      method: 'POST',
      url: `/api/admin/variants/${variantId}/stock-adjustments`,
      payload: { delta, reason },
    });
  const shopperStock = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    const { product } = res.json().data;
    return { variant: product.variants[0].stock, total: product.totalStock };
  };

  it('adds stock and records who, when, how much and why', async () => {
    expect(await shopperStock()).toEqual({ variant: 4, total: 4 }); // now cached
    const res = await adjust(6, 'New delivery from the mill');
    expect(res.statusCode).toBe(201);
    const { variant, adjustment } = res.json().data;
    expect(variant.stock).toBe(10);
    expect(adjustment).toMatchObject({
      variantId,
      userId: t.adminId,
      userName: 'Shop Owner',
      delta: 6,
      stockAfter: 10,
      reason: 'New delivery from the mill',
    });
    expect(Date.now() - Date.parse(adjustment.createdAt)).toBeLessThan(60_000);
    expect(await shopperStock()).toEqual({ variant: 10, total: 10 });
  });

  it('removes stock down to 0 but never below (409, nothing recorded)', async () => {
    expect((await adjust(-10, 'Damaged in the rain')).json().data.variant.stock).toBe(0);
    const refused = await adjust(-1, 'Oops');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STOCK_NEGATIVE' });
    expect(refused.json().message).toMatch(/0 in stock/);
    const rows = await t.database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, variantId));
    expect(rows.map((row) => row.delta).sort((a, b) => a - b)).toEqual([-10, 6]);
    expect(await shopperStock()).toEqual({ variant: 0, total: 0 });
  });

  it('never oversells under parallel adjustments', async () => {
    await adjust(3, 'Return');
    const results = await Promise.all([adjust(-2), adjust(-2), adjust(-2)]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect((await shopperStock()).variant).toBe(1);
  });

  it('lists the history newest first and logs each change', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/admin/variants/${variantId}/stock-adjustments?limit=2`,
    });
    const { adjustments, pagination } = res.json().data;
    expect(adjustments.map((a: { delta: number }) => a.delta)).toEqual([-2, 3]);
    expect(pagination).toMatchObject({ totalItems: 4, totalPages: 2, hasNext: true });
    const logs = await t.call({
      method: 'GET',
      url: `/api/admin/audit-logs?entity=variant&entityId=${variantId}`,
    });
    const [latest] = logs.json().data.auditLogs;
    expect(latest).toMatchObject({
      action: 'variant.stock-adjust',
      before: { stock: 3 },
      after: { stock: 1, delta: -2 },
    });
  });

  it('refuses bad input and unknown variants', async () => {
    expectFieldError(await adjust(0), 'body.delta');
    expectFieldError(await adjust(1.5), 'body.delta');
    expectFieldError(await adjust('5'), 'body.delta');
    expectFieldError(await adjust(1, '  '), 'body.reason');
    const unknown = await t.call({
      method: 'POST',
      url: `/api/admin/variants/${'d'.repeat(24)}/stock-adjustments`,
      payload: { delta: 1, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const history = await t.call({
      method: 'GET',
      url: `/api/admin/variants/${'d'.repeat(24)}/stock-adjustments`,
    });
    expect(history.statusCode).toBe(404);
  });

  // Last: it leaves a 1,000,000-unit adjustment and its correction in the history above.
  it('never takes stock above the 1,000,000 a variant may hold (409, nothing recorded)', async () => {
    const before = (await shopperStock()).variant;
    expect((await adjust(1_000_000 - before, 'Warehouse count')).statusCode).toBe(201);
    const refused = await adjust(1, 'One more');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STOCK_TOO_LARGE',
      message: 'Stock cannot go above 1000000: 1000000 in stock, change of 1 refused',
    });
    expect((await shopperStock()).variant).toBe(1_000_000);
    expect((await adjust(before - 1_000_000, 'Count corrected')).statusCode).toBe(201);
    expect((await shopperStock()).variant).toBe(before);
  });
});
