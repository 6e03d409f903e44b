import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createBanner, createCategory } from '../../../test/factories';
import { banners } from '../../db/schema';
import { invalidateBannerCache } from './banner-service';

describe('GET /api/banners/active', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const hidden = await createCategory(db, { name: 'Hidden', slug: 'hidden', isActive: false });
    await createBanner(db, { title: 'Second', order: 2, displayType: 'carousel' });
    await createBanner(db, { title: 'First', order: 1, displayType: 'both' });
    await createBanner(db, {
      title: 'Women card',
      order: 3,
      displayType: 'category-card',
      categoryId: women.id,
      link: '/categories/women',
    });
    await createBanner(db, { title: 'Switched off', order: 0, isActive: false });
    // A card for a category shoppers cannot open would lead nowhere.
    await createBanner(db, { title: 'Hidden card', order: 4, categoryId: hidden.id });
  });
  afterAll(() => t.close());

  const titles = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banners/active' });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { title: string }[]).map((banner) => banner.title);
  };

  it('lists active banners in display order, data being the list itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banners/active' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = res.json().data;
    expect(Array.isArray(data)).toBe(true);
    expect(data.map((b: { title: string }) => b.title)).toEqual(['First', 'Second', 'Women card']);
    expect(data[2]).toMatchObject({
      displayType: 'category-card',
      link: '/categories/women',
      isActive: true,
    });
    expect(data[0]._id).toBe(data[0].id);
  });

  it('serves from its 60 s cache until a change clears it', async () => {
    const db = t.database.db;
    await db.update(banners).set({ isActive: false }).where(eq(banners.title, 'Second'));
    expect(await titles()).toEqual(['First', 'Second', 'Women card']);
    invalidateBannerCache(db);
    expect(await titles()).toEqual(['First', 'Women card']);
  });
});
