import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCategory } from '../../../test/factories';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

describe('admin banners (spec §7)', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    ids.category = (await createCategory(db, { name: 'Women', slug: 'women' })).id;
    ids.a = (await createBanner(db, { title: 'A', order: 1 })).id;
    ids.b = (await createBanner(db, { title: 'B', order: 2 })).id;
    ids.c = (await createBanner(db, { title: 'C', order: 3, isActive: false })).id;
  });
  afterAll(() => t.close());

  /** What shoppers see, read through the storefront's 60 s cache. */
  const activeTitles = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banners/active' });
    return (res.json().data as { title: string }[]).map((banner) => banner.title);
  };

  it('lists every banner, inactive too, page 1 of 20 by default', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/banners' });
    expect(res.statusCode).toBe(200);
    const { banners, pagination } = res.json().data;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['A', 'B', 'C']);
    expect(pagination).toEqual({
      totalItems: 3,
      currentPage: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    const page2 = await t.call({ method: 'GET', url: '/api/admin/banners?page=2&limit=2' });
    expect(page2.json().data.banners.map((b: { title: string }) => b.title)).toEqual(['C']);
    expect(page2.json().data.pagination).toMatchObject({ totalPages: 2, hasPrev: true });
  });

  it('reflects status and reorder on /api/banners/active immediately', async () => {
    expect(await activeTitles()).toEqual(['A', 'B']); // now cached for 60 s
    const shown = await t.call({
      method: 'PATCH',
      url: `/api/admin/banners/${ids.c}/status`,
      payload: { isActive: true },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.isActive).toBe(true);
    expect(await activeTitles()).toEqual(['A', 'B', 'C']);

    const reordered = await t.call({
      method: 'PATCH',
      url: '/api/admin/banners/reorder',
      payload: {
        bannerOrders: [
          { id: ids.c, order: 0 },
          { id: ids.a, order: 5 },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.banners.map((b: { title: string }) => b.title)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(await activeTitles()).toEqual(['C', 'B', 'A']);

    await t.call({
      method: 'PATCH',
      url: `/api/admin/banners/${ids.b}/status`,
      payload: { isActive: false },
    });
    expect(await activeTitles()).toEqual(['C', 'A']);
  });

  it('creates, reads, updates and deletes a banner, each visible to shoppers at once', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/banners',
      payload: {
        title: '  Festive Sale ',
        subtitle: 'Up to 50% off',
        image: '/uploads/festive.png',
        link: '/categories/women',
        buttonText: 'Shop Now',
        displayType: 'both',
        categoryId: ids.category,
      },
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().data;
    expect(banner).toMatchObject({
      title: 'Festive Sale',
      description: null,
      displayType: 'both',
      categoryId: ids.category,
      isActive: true,
      order: 6, // after the last one (A has 5)
    });
    expect(banner._id).toBe(banner.id);
    expect(await activeTitles()).toEqual(['C', 'A', 'Festive Sale']);

    const read = await t.call({ method: 'GET', url: `/api/admin/banners/${banner.id}` });
    expect(read.json().data).toEqual(banner);

    const updated = await t.call({
      method: 'PUT',
      url: `/api/admin/banners/${banner.id}`,
      payload: { title: 'Diwali Sale', subtitle: null, order: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Diwali Sale', subtitle: null, order: 0 });
    expect((await activeTitles())[1]).toBe('Diwali Sale');

    const deleted = await t.call({ method: 'DELETE', url: `/api/admin/banners/${banner.id}` });
    expect(deleted.json()).toEqual({ success: true, data: { id: banner.id, deleted: true } });
    expect(await activeTitles()).not.toContain('Diwali Sale');
    const gone = await t.call({ method: 'GET', url: `/api/admin/banners/${banner.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('BANNER_NOT_FOUND');
  });

  it('writes every change to the audit log with before and after', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=banner' });
    const logs = res.json().data.auditLogs as {
      action: string;
      actorUserId: string;
      actorName: string;
      before: { title?: string } | null;
      after: { title?: string } | null;
    }[];
    expect(logs.map((log) => log.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
      'banner.status',
      'banner.reorder',
      'banner.status',
    ]);
    expect(logs.every((log) => log.actorUserId === t.adminId)).toBe(true);
    expect(logs[0]).toMatchObject({ actorName: 'Shop Owner', after: null });
    expect(logs[0]!.before?.title).toBe('Diwali Sale');
    expect(logs[1]!.before?.title).toBe('Festive Sale');
    expect(logs[1]!.after?.title).toBe('Diwali Sale');
  });

  it('refuses unknown ids and bad input with field messages', async () => {
    const unknown = 'f'.repeat(24);
    const reorder = await t.call({
      method: 'PATCH',
      url: '/api/admin/banners/reorder',
      payload: { bannerOrders: [{ id: unknown, order: 1 }] },
    });
    expect(reorder.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/admin/banners/${unknown}`],
      ['DELETE', `/api/admin/banners/${unknown}`],
    ] as const) {
      expect((await t.call({ method, url })).statusCode).toBe(404);
    }
    const put = await t.call({
      method: 'PUT',
      url: `/api/admin/banners/${unknown}`,
      payload: { title: 'x' },
    });
    expect(put.statusCode).toBe(404);

    const bad = [
      { method: 'GET', url: '/api/admin/banners?page=0', path: 'query.page' },
      { method: 'GET', url: '/api/admin/banners?limit=500', path: 'query.limit' },
      { method: 'GET', url: '/api/admin/banners/not-an-id', path: 'params.id' },
      {
        method: 'POST',
        url: '/api/admin/banners',
        payload: { image: '/x.png' },
        path: 'body.title',
      },
      {
        method: 'POST',
        url: '/api/admin/banners',
        payload: { title: 'T', image: 'javascript:alert(1)' },
        path: 'body.image',
      },
      {
        method: 'POST',
        url: '/api/admin/banners',
        payload: { title: 'T', image: '/x.png', displayType: 'popup' },
        path: 'body.displayType',
      },
      {
        method: 'POST',
        url: '/api/admin/banners',
        payload: { title: 'T', image: '/x.png', categoryId: 'a'.repeat(24) },
        path: 'body.categoryId',
      },
      {
        method: 'PUT',
        url: `/api/admin/banners/${ids.a}`,
        payload: { order: -1 },
        path: 'body.order',
      },
      { method: 'PUT', url: `/api/admin/banners/${ids.a}`, payload: {}, path: 'body' },
      {
        method: 'PATCH',
        url: `/api/admin/banners/${ids.a}/status`,
        payload: { isActive: 'yes' },
        path: 'body.isActive',
      },
      {
        method: 'PATCH',
        url: '/api/admin/banners/reorder',
        payload: { bannerOrders: [] },
        path: 'body.bannerOrders',
      },
      {
        method: 'PATCH',
        url: '/api/admin/banners/reorder',
        payload: { bannerOrders: [{ id: ids.a, order: 1.5 }] },
        path: 'body.bannerOrders.0.order',
      },
    ] as const;
    for (const { path, ...request } of bad) {
      expectFieldError(await t.call(request), path);
    }
    const extra = await t.call({
      method: 'POST',
      url: '/api/admin/banners',
      payload: { title: 'T', image: '/x.png', owner: 'me' },
    });
    expect(extra.statusCode).toBe(400);
  });
});
