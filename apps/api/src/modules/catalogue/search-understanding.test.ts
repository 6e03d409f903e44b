import type { Product } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

/** Search as a shopper types it, on the seeded catalogue (apps/api/src/db/seed). */
describe('search understands what shoppers type', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  async function search(text: string, extra = ''): Promise<Product[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(text)}&sortBy=relevance&limit=60${extra}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.products as Product[];
  }
  const colours = (p: Product) => p.variants.map((v) => v.color);
  const sub = (p: Product) => p.subCategory?.slug;

  it('finds red sarees in maroon and wine, each showing its red picture first', async () => {
    const found = await search('red saree');
    expect(found.length).toBeGreaterThan(3);
    const red = ['Red', 'Maroon', 'Wine'];
    for (const product of found) {
      expect(sub(product)).toBe('sarees');
      expect(colours(product).some((c) => red.includes(c))).toBe(true);
      const first = product.variants[0]!;
      expect(red).toContain(first.color);
      expect(product.images).toEqual(first.images);
    }
    expect(found.flatMap(colours)).toEqual(expect.arrayContaining(['Maroon', 'Wine']));
  });

  it('finds the blue family: navy, indigo and the blues', async () => {
    const found = await search('blue jeans');
    expect(found.length).toBeGreaterThan(3);
    // Words in the name beat words in the description ("pair it with jeans").
    expect(found.slice(0, 8).every((p) => /jeans/i.test(p.name))).toBe(true);
    expect(found.flatMap(colours)).toEqual(expect.arrayContaining(['Dark Indigo', 'Mid Blue']));
    expect(found.every((p) => colours(p).some((c) => /blue|indigo|navy/i.test(c)))).toBe(true);
  });

  it('reads a colour word that found nothing as a product word', async () => {
    expect((await search('rose water')).map((p) => p.name)).toEqual(['Rose Water Face Toner']);
  });

  it('narrows gender and age words to the shopper’s part of the category tree', async () => {
    const kurtis = await search('ladies kurti');
    expect(kurtis.slice(0, 14).every((p) => sub(p) === 'women-kurtas-kurtis')).toBe(true);
    expect(kurtis.every((p) => p.category.slug !== 'men' && p.category.slug !== 'kids')).toBe(true);
    const tees = await search('boys tshirt');
    expect(tees.length).toBeGreaterThan(0);
    expect(tees.every((p) => sub(p) === 'boys-clothing')).toBe(true);
    // Watches are for anyone: all of them stay, the women's first.
    const watches = await search('ladies watch');
    expect(watches.slice(0, 6).every((p) => sub(p) === 'watches')).toBe(true);
    expect(watches.slice(0, 2).every((p) => p.name.startsWith("Women's"))).toBe(true);
  });

  it('finds synonyms and Indian spellings', async () => {
    const chappals = await search('chappal');
    expect(chappals.filter((p) => sub(p) === 'sandals-floaters')).toHaveLength(8);
    expect((await search('phone cover')).every((p) => sub(p) === 'phone-cases')).toBe(true);
    expect(await search('phone cover')).toHaveLength(8);
    const ids = (list: Product[]) => list.map((p) => p._id).sort();
    expect(ids(await search('bed sheet'))).toEqual(ids(await search('bedsheet')));
    expect(ids(await search('sari'))).toEqual(ids(await search('saree')));
  });

  it('keeps product types exact: a t-shirt is not a shirt', async () => {
    for (const text of ['tshirt', 't shirt', 't-shirt', 'tee']) {
      const found = await search(text);
      expect(found.slice(0, 12).every((p) => /t-shirt/i.test(p.name))).toBe(true);
    }
    const shirts = await search('shirt');
    expect(shirts.slice(0, 10).every((p) => !/t-shirt/i.test(p.name))).toBe(true);
  });

  it('turns price words into a price filter', async () => {
    const kurtas = await search('kurta under 1000');
    expect(kurtas.length).toBeGreaterThan(5);
    expect(kurtas.every((p) => p.minPrice <= 1000)).toBe(true);
    expect(kurtas.slice(0, 12).every((p) => /kurt/i.test(p.name))).toBe(true);
    const jeans = await search('jeans 1000 se kam');
    expect(jeans.length).toBeGreaterThan(0);
    expect(jeans.every((p) => p.minPrice <= 1000)).toBe(true);
    // An explicit range and price words: the tighter bound wins.
    const both = await search('saree under 5000', '&maxPrice=2000');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.minPrice <= 2000)).toBe(true);
  });

  it('rejects a search text that is too long', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
