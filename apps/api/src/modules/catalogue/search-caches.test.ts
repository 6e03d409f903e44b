import type { SearchSuggestion } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';

/**
 * Search answers kept in memory for speed (decision 019) - search pages, totals counted in the
 * ranking pass, suggestions, what the word list says about a typed word - never hide a change
 * the owner makes: the next search shows it.
 */
describe('search caches and back-office changes', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const sarees = await createCategory(db, {
      name: 'Sarees',
      slug: 'sarees',
      parentId: women.id,
    });
    Object.assign(ids, { women: women.id, sarees: sarees.id });
    for (let i = 1; i <= 14; i++) {
      await createProduct(db, {
        name: `Banarasi Silk Saree ${i}`,
        categoryId: women.id,
        subCategoryId: sarees.id,
        variants: [{ color: 'Maroon', colorCode: '#800000', size: 'Free Size', price: 1000 + i }],
      });
    }
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    return {
      names: data.products.map((p: { name: string }) => p.name) as string[],
      total: data.pagination.totalItems as number,
    };
  };
  const suggest = async (q: string): Promise<SearchSuggestion[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.suggestions;
  };

  it('counts best-match results in the ranking pass, also from a page past the end', async () => {
    // A page past the end first: the total cannot come from its (absent) rows.
    const past = await search('search=silk%20saree&sortBy=relevance&page=3');
    expect(past).toEqual({ names: [], total: 14 });
    const first = await search('search=silk%20saree&sortBy=relevance');
    expect(first.total).toBe(14);
    expect(first.names).toHaveLength(12);
    const second = await search('search=silk%20saree&sortBy=relevance&page=2');
    expect(second.total).toBe(14);
    expect(second.names).toHaveLength(2);
    expect(new Set([...first.names, ...second.names]).size).toBe(14);
    // The same scope found with the other sort agrees.
    expect((await search('search=silk%20saree')).total).toBe(14);
    expect((await search('search=red%20saree&sortBy=relevance')).total).toBe(14);
  });

  it('shows a product the owner adds in the very next search and suggestion', async () => {
    expect(await search('search=kanjivaram&sortBy=relevance')).toEqual({ names: [], total: 0 });
    expect(await search('search=kanjivaram')).toEqual({ names: [], total: 0 });
    // A typo of a word the catalogue does not have yet: nothing to correct it to.
    expect(await search('search=kanjivaran')).toEqual({ names: [], total: 0 });
    expect(await search('search=paithany')).toEqual({ names: [], total: 0 });
    expect((await suggest('kanjiv')).filter((s) => s.kind === 'product')).toEqual([]);
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: 'Kanjivaram Silk Saree',
        description: 'Woven in Kanchipuram.',
        categoryId: ids.women,
        subCategoryId: ids.sarees,
        brand: 'Kanchi Looms',
        images: ['/uploads/kanjivaram.png'],
        variants: [{ color: 'Wine', colorCode: '#722F37', size: 'Free Size', price: 4999 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.kanjivaram = created.json().data.id;
    expect(await search('search=kanjivaram&sortBy=relevance')).toEqual({
      names: ['Kanjivaram Silk Saree'],
      total: 1,
    });
    expect(await search('search=kanjivaram')).toEqual({
      names: ['Kanjivaram Silk Saree'],
      total: 1,
    });
    expect((await search('search=silk%20saree&sortBy=relevance')).total).toBe(15);
    expect(await suggest('kanjiv')).toContainEqual(
      expect.objectContaining({ kind: 'product', productId: ids.kanjivaram }),
    );
  });

  it('corrects a typo to a word the owner has just added', async () => {
    // "kanjivaran" and "paithany" were looked up above, when no catalogue word was near them;
    // the words of a product the owner adds or renames are known at once.
    expect((await search('search=kanjivaran')).names).toEqual(['Kanjivaram Silk Saree']);
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.kanjivaram}`,
      payload: { name: 'Paithani Silk Saree' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('search=paithany')).names).toEqual(['Paithani Silk Saree']);
  });

  it('drops a product the owner switches off from cached searches and suggestions', async () => {
    expect((await search('search=paithani&sortBy=relevance')).names).toEqual([
      'Paithani Silk Saree',
    ]);
    expect(await suggest('paith')).toContainEqual(
      expect.objectContaining({ kind: 'product', productId: ids.kanjivaram }),
    );
    const off = await t.call({
      method: 'PATCH',
      url: `/api/admin/products/${ids.kanjivaram}/status`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await search('search=paithani&sortBy=relevance')).toEqual({ names: [], total: 0 });
    expect((await suggest('paith')).filter((s) => s.kind === 'product')).toEqual([]);
  });
});
