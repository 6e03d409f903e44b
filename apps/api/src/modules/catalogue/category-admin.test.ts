import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCategory, createProduct } from '../../../test/factories';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

describe('admin categories', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    ids.men = men.id;
    await createProduct(db, { categoryId: men.id, variants: [{ size: 'M', price: 499 }] });
    await createBanner(db, { title: 'Men card', displayType: 'category-card', categoryId: men.id });
  });
  afterAll(() => t.close());

  const storefrontSlugs = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    return (res.json().data.categories as { slug: string }[]).map((category) => category.slug);
  };
  const create = (payload: object) =>
    t.call({ method: 'POST', url: '/api/admin/categories', payload });

  it('creates top-level and child categories (slug from the name), shown to shoppers', async () => {
    expect(await storefrontSlugs()).toEqual(['men']);
    const kids = await create({ name: "Kids' Wear", sortOrder: 5, image: '/uploads/kids.png' });
    expect(kids.statusCode).toBe(201);
    expect(kids.json().data).toMatchObject({
      slug: 'kids-wear',
      level: 1,
      parentId: null,
      productCount: 0,
      childCount: 0,
      isActive: true,
    });
    ids.kids = kids.json().data.id;
    const toys = await create({ name: 'Toys', slug: 'Toys-And-Games', parentId: ids.kids });
    expect(toys.json().data).toMatchObject({ slug: 'toys-and-games', level: 2 });
    ids.toys = toys.json().data.id;
    expect(await storefrontSlugs()).toContain('kids-wear');

    const again = await create({ name: 'Kids wear' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLUG_TAKEN');
  });

  it('lists every category with product and child counts', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/categories' });
    const rows = res.json().data.categories as { slug: string; productCount: number }[];
    expect(rows.map((row) => row.slug)).toEqual(['men', 'kids-wear', 'toys-and-games']);
    expect(rows[0]).toMatchObject({ productCount: 1, childCount: 0 });
    expect(rows[1]).toMatchObject({ productCount: 0, childCount: 1 });
  });

  it('moves a category with its sub-categories, never under itself', async () => {
    const moved = await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.kids}`,
      payload: { parentId: ids.men },
    });
    expect(moved.json().data.level).toBe(2);
    const toys = await t.call({ method: 'GET', url: `/api/admin/categories/${ids.toys}` });
    expect(toys.json().data.level).toBe(3);
    const loop = await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.kids}`,
      payload: { parentId: ids.toys },
    });
    expectFieldError(loop, 'body.parentId');
    await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.kids}`,
      payload: { parentId: null },
    });
    const back = await t.call({ method: 'GET', url: `/api/admin/categories/${ids.toys}` });
    expect(back.json().data.level).toBe(2);
  });

  it('refuses to delete a category in use (409); deactivating hides it and its products', async () => {
    const refused = await t.call({ method: 'DELETE', url: `/api/admin/categories/${ids.men}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CATEGORY_IN_USE');
    expect(refused.json().message).toBe(
      'This category is used by 1 product: deactivate it instead',
    );
    const parent = await t.call({ method: 'DELETE', url: `/api/admin/categories/${ids.kids}` });
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toBe(
      'This category is used by 1 sub-category: deactivate it instead',
    );

    // The storefront's answers are cached; the change must show at once all the same.
    const banners = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/banners/active' })).json().data;
    const products = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json().data.products;
    expect(await banners()).toHaveLength(1);
    expect(await products()).toHaveLength(1);
    const off = await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.men}`,
      payload: { isActive: false },
    });
    expect(off.json().data.isActive).toBe(false);
    expect(await storefrontSlugs()).not.toContain('men');
    expect(await products()).toHaveLength(0);
    expect(await banners()).toHaveLength(0);

    const gone = await t.call({ method: 'DELETE', url: `/api/admin/categories/${ids.toys}` });
    expect(gone.json().data).toEqual({ id: ids.toys, deleted: true });
    expect(
      (await t.call({ method: 'GET', url: `/api/admin/categories/${ids.toys}` })).statusCode,
    ).toBe(404);
  });

  it('logs each change and refuses bad input with field messages', async () => {
    const logs = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=category' });
    expect(logs.json().data.auditLogs.map((log: { action: string }) => log.action)).toEqual([
      'category.delete',
      'category.status',
      'category.update',
      'category.update',
      'category.create',
      'category.create',
    ]);
    const url = `/api/admin/categories/${ids.kids}`;
    const bad = [
      { method: 'POST', url: '/api/admin/categories', payload: {}, path: 'body.name' },
      {
        method: 'POST',
        url: '/api/admin/categories',
        payload: { name: 'A', slug: 'a b' },
        path: 'body.slug',
      },
      {
        method: 'POST',
        url: '/api/admin/categories',
        payload: { name: 'A', parentId: 'e'.repeat(24) },
        path: 'body.parentId',
      },
      { method: 'PUT', url, payload: { sortOrder: -1 }, path: 'body.sortOrder' },
      { method: 'PUT', url, payload: { isActive: 1 }, path: 'body.isActive' },
      { method: 'PUT', url, payload: {}, path: 'body' },
      { method: 'DELETE', url: '/api/admin/categories/zzz', path: 'params.id' },
    ] as const;
    for (const { path, ...request } of bad) {
      expectFieldError(await t.call(request), path);
    }
  });
});
