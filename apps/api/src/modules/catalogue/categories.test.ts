import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createCategory } from '../../../test/factories';

describe('category routes', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men', sortOrder: 1 });
    const women = await createCategory(db, { name: 'Women', slug: 'women', sortOrder: 2 });
    const hidden = await createCategory(db, { name: 'Hidden', slug: 'hidden', isActive: false });
    ids.men = men.id;
    ids.women = women.id;
    ids.shirts = (
      await createCategory(db, { name: 'Shirts', slug: 'shirts', parentId: men.id, sortOrder: 2 })
    ).id;
    await createCategory(db, {
      name: 'T-Shirts',
      slug: 't-shirts',
      parentId: men.id,
      sortOrder: 1,
    });
    await createCategory(db, { name: 'Old', slug: 'old', parentId: men.id, isActive: false });
    await createCategory(db, { name: 'Sarees', slug: 'sarees', parentId: women.id });
    // The child of an inactive parent is unreachable, so it is not listed either.
    await createCategory(db, { name: 'Orphan', slug: 'orphan', parentId: hidden.id });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('returns the active tree in display order with the spec fields', async () => {
    const res = await get('/api/categories/tree');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    const { categories } = res.json().data;
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['men', 'women']);
    const men = categories[0];
    expect(men).toMatchObject({
      _id: ids.men,
      id: ids.men,
      name: 'Men',
      slug: 'men',
      level: 1,
      isActive: true,
      parentId: null,
    });
    expect(men.children.map((c: { slug: string }) => c.slug)).toEqual(['t-shirts', 'shirts']);
    expect(men.children[1]).toMatchObject({ level: 2, parentId: ids.men, children: [] });
  });

  it('lists every reachable active category flat', async () => {
    const res = await get('/api/categories');
    const slugs = res.json().data.categories.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(['men', 'women', 't-shirts', 'shirts', 'sarees']);
  });

  it('lists one level', async () => {
    const res = await get('/api/categories/level/2');
    const slugs = res.json().data.categories.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(['t-shirts', 'shirts', 'sarees']);
  });

  it('rejects a level that is not a positive whole number', async () => {
    for (const level of ['0', '-1', '1.5', 'abc']) {
      const res = await get(`/api/categories/level/${level}`);
      expect(res.statusCode, level).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('finds one category by id or by slug, with its children', async () => {
    const bySlug = await get('/api/categories/men');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({ id: ids.men, name: 'Men' });
    expect(bySlug.json().data.children).toHaveLength(2);
    const byId = await get(`/api/categories/${ids.shirts}`);
    expect(byId.json().data).toMatchObject({ slug: 'shirts', parentId: ids.men });
  });

  it('matches a slug whatever its case (issue 20)', async () => {
    for (const slug of ['MEN', 'Men', 'T-Shirts']) {
      const res = await get(`/api/categories/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().data.slug).toBe(slug.toLowerCase());
    }
    expect((await get('/api/categories/NO-SUCH-CATEGORY')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown, inactive or unreachable category', async () => {
    for (const slug of ['no-such-category', 'hidden', 'old', 'orphan']) {
      const res = await get(`/api/categories/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Category not found',
        code: 'CATEGORY_NOT_FOUND',
      });
    }
  });
});
