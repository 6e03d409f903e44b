import type { SearchRecovery, SearchSuggestion } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

/** Suggestions as a shopper types, and recovery from a search that found nothing (seeded shop). */
describe('search suggestions and recovery', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  async function suggest(q: string): Promise<SearchSuggestion[]> {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.suggestions;
  }

  it('suggests categories, brands and product names for a prefix', async () => {
    const found = await suggest('sar');
    expect(found).toContainEqual({
      kind: 'category',
      label: 'sarees',
      detail: 'Women',
      search: 'sarees',
      productId: null,
    });
    const products = found.filter((s) => s.kind === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((s) => /saree/i.test(s.label) && s.productId)).toBe(true);
    expect(await suggest('kesar')).toContainEqual(
      expect.objectContaining({ kind: 'brand', label: 'Kesar & Co.', search: 'Kesar & Co.' }),
    );
  });

  it('keeps the words already typed: "red sar" suggests red sarees', async () => {
    const found = await suggest('red sar');
    expect(found[0]).toMatchObject({ kind: 'category', search: 'red sarees' });
    const products = found.filter((s) => s.kind === 'product');
    expect(products.length).toBeGreaterThan(0);
    // Product suggestions honour the colour: every one is a saree sold in a red shade.
    const ids = products.map((s) => s.productId!);
    for (const id of ids) {
      const product = (await get(`/api/products/${id}`)).json().data.product;
      expect(
        product.variants.some((v: { color: string }) =>
          ['Red', 'Maroon', 'Wine'].includes(v.color),
        ),
      ).toBe(true);
    }
  });

  it('suggests for a typo what the search finds for it: "kurtta", "sareee"', async () => {
    const kurtas = await suggest('kurtta');
    expect(kurtas.length).toBeGreaterThan(0);
    expect(kurtas.some((s) => s.kind === 'category' && /kurta/i.test(s.label))).toBe(true);
    const sarees = await suggest('sareee');
    expect(sarees.filter((s) => s.kind === 'product').length).toBeGreaterThan(0);
    expect(sarees.every((s) => s.kind !== 'product' || /saree/i.test(s.label))).toBe(true);
  });

  it('suggests nothing for a word the catalogue does not know', async () => {
    expect(await suggest('zzqx')).toEqual([]);
  });

  it('rejects an empty or over-long prefix', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(101)]) {
      const res = await get(`/api/search/suggest?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await get('/api/search/suggest')).statusCode).toBe(400);
  });

  it('offers "did you mean" and the closest category’s popular products for a dead end', async () => {
    const empty = await get('/api/products?search=sareez%20kurtaa%20zzqx&sortBy=relevance');
    expect(empty.json().data.products).toEqual([]);
    const res = await get(`/api/search/recover?q=${encodeURIComponent('sandalz chappalz')}`);
    expect(res.statusCode).toBe(200);
    const recovery: SearchRecovery = res.json().data;
    // The nearest words, synonyms included ('sandal' is nearer 'sandalz' than 'sandals' is).
    expect(recovery.didYouMean).toBe('sandal chappal');
    expect(recovery.category).toEqual({ name: 'Sandals & Floaters', slug: 'sandals-floaters' });
    expect(recovery.products.length).toBeGreaterThan(0);
    expect(recovery.products.every((p) => p.subCategory?.slug === 'sandals-floaters')).toBe(true);
  });

  it('leaves out a word with nothing near it', async () => {
    const recovery: SearchRecovery = (await get('/api/search/recover?q=sarees%20qqqqxxxx')).json()
      .data;
    expect(recovery.didYouMean).toBe('saree');
    expect(recovery.category?.slug).toBe('sarees');
  });

  it('corrects to a word shoppers type that no name spells so (a synonym)', async () => {
    // Names say 'T-Shirt', and 'dupatta' is in descriptions only: both are synonym words.
    for (const [typed, meant] of [
      ['tshrt', 'tshirt'],
      ['dupata', 'dupatta'],
    ]) {
      const recovery: SearchRecovery = (await get(`/api/search/recover?q=${typed}`)).json().data;
      expect(recovery.didYouMean, typed).toBe(meant);
      expect(recovery.products.length).toBeGreaterThan(0);
    }
  });

  it('still shows popular products when nothing is near', async () => {
    const recovery: SearchRecovery = (await get('/api/search/recover?q=qqqqxxxx')).json().data;
    expect(recovery.didYouMean).toBeNull();
    expect(recovery.products.length).toBe(8);
  });
});
