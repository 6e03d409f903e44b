import type { AdminSynonym, SearchInsights } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';

/** The owner's side of search: synonyms edited in the back office, and what shoppers search. */
describe('search in the back office', () => {
  let t: AdminTestApp;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const ethnic = await createCategory(db, { name: 'Ethnic', slug: 'ethnic', parentId: men.id });
    await createProduct(db, {
      name: 'Cotton Veshti with Zari Border',
      categoryId: men.id,
      subCategoryId: ethnic.id,
      variants: [{ color: 'Off White', colorCode: '#f5f5dc', size: 'Free Size', price: 799 }],
    });
  });
  afterAll(() => t.close());

  const names = async (search: string) =>
    (await t.call({ method: 'GET', url: `/api/products?search=${encodeURIComponent(search)}` }))
      .json()
      .data.products.map((p: { name: string }) => p.name);

  it('lists the shop’s first synonyms', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/search/synonyms' });
    expect(res.statusCode).toBe(200);
    const groups: AdminSynonym[] = res.json().data.synonyms;
    // Migration 0017's group, with migration 0022's Hindi words (issue 19).
    expect(groups.map((g) => g.terms)).toContainEqual([
      'saree',
      'sari',
      'साड़ी',
      'साड़ियां',
      'साड़ियाँ',
      'साडी',
    ]);
  });

  it('widens searches with a group the owner adds, changes and removes', async () => {
    expect(await names('dhoti')).toEqual([]);
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { terms: ['Veshti', 'dhoti', 'mundu'] },
    });
    expect(created.statusCode).toBe(201);
    const group: AdminSynonym = created.json().data;
    expect(group.terms).toEqual(['veshti', 'dhoti', 'mundu']);
    expect(await names('dhoti')).toEqual(['Cotton Veshti with Zari Border']);

    const changed = await t.call({
      method: 'PUT',
      url: `/api/admin/search/synonyms/${group._id}`,
      payload: { terms: ['veshti', 'mundu'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(await names('dhoti')).toEqual([]);
    expect(await names('mundu')).toEqual(['Cotton Veshti with Zari Border']);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${group._id}`,
    });
    expect(removed.json().data).toEqual({ id: group._id, deleted: true });
    expect(await names('mundu')).toEqual([]);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${group._id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('rejects groups that are not groups', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/admin/search/synonyms', payload });
    expectFieldError(await post({ terms: ['alone'] }), 'body.terms');
    expectFieldError(await post({ terms: ['saree', 'saree'] }), 'body.terms');
    expectFieldError(await post({ terms: ['ok', 'bad;drop'] }), 'body.terms.1');
    expect((await post({ terms: ['a b', 'c d'], extra: 1 })).statusCode).toBe(400);
  });

  it('takes Hindi words with their vowel signs, and finds products by them', async () => {
    // कुर्ता and धोती carry vowel signs and a virama: marks, which a letters-only pattern refused.
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { terms: ['veshti', 'धोती', 'वेष्टि'] },
    });
    expect(created.statusCode).toBe(201);
    const group: AdminSynonym = created.json().data;
    expect(group.terms).toEqual(['veshti', 'धोती', 'वेष्टि']);
    expect(await names('धोती')).toEqual(['Cotton Veshti with Zari Border']);
    await t.call({ method: 'DELETE', url: `/api/admin/search/synonyms/${group._id}` });
  });

  it('refuses a group with the same words as another, in any order', async () => {
    const post = (terms: string[]) =>
      t.call({ method: 'POST', url: '/api/admin/search/synonyms', payload: { terms } });
    const first = await post(['lungi', 'mundu']);
    expect(first.statusCode).toBe(201);
    for (const terms of [
      ['lungi', 'mundu'],
      ['Mundu', ' lungi '],
    ]) {
      const again = await post(terms);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        message: 'A synonym group with these words already exists',
        code: 'SYNONYM_EXISTS',
      });
    }
    // Changing another group into the same words is refused too; saving a group unchanged is not.
    const other = await post(['lungi', 'kaili']);
    const id = other.json().data._id;
    const put = (groupId: string, terms: string[]) =>
      t.call({ method: 'PUT', url: `/api/admin/search/synonyms/${groupId}`, payload: { terms } });
    expect((await put(id, ['mundu', 'lungi'])).statusCode).toBe(409);
    expect((await put(id, ['kaili', 'lungi'])).statusCode).toBe(200);
    const firstId = first.json().data._id;
    expect((await put(firstId, ['lungi', 'mundu'])).statusCode).toBe(200);
    // A group that only shares some words is another group.
    expect((await post(['lungi', 'mundu', 'kaili'])).statusCode).toBe(201);
    const list: AdminSynonym[] = (
      await t.call({ method: 'GET', url: '/api/admin/search/synonyms' })
    ).json().data.synonyms;
    expect(list.filter((g) => g.terms.includes('lungi'))).toHaveLength(3);
  });

  it('is the owner’s alone', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/search/insights' }, t.customerToken);
    expect(res.statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/search/synonyms' }, null)).statusCode,
    ).toBe(401);
  });

  it('shows top searches and searches with no result, without personal data', async () => {
    for (const search of ['Veshti', 'veshti', '  VESHTI ', 'kanjivaram', 'call 9876543210']) {
      await names(search);
    }
    // A second page is the same search, not another one.
    await t.call({ method: 'GET', url: '/api/products?search=veshti&page=2' });
    const res = await t.call({ method: 'GET', url: '/api/admin/search/insights' });
    expect(res.statusCode).toBe(200);
    const insights: SearchInsights = res.json().data;
    expect(insights.topSearches).toContainEqual(
      expect.objectContaining({ query: 'veshti', searches: 3, results: 1 }),
    );
    expect(insights.noResultSearches.map((s) => s.query)).toContain('kanjivaram');
    const all = [...insights.topSearches, ...insights.noResultSearches].map((s) => s.query);
    expect(all.some((q) => q.includes('987654'))).toBe(false);
  });
});
