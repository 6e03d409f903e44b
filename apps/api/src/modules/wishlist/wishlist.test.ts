import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createCategory, createProduct } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';

type Method = 'GET' | 'POST' | 'DELETE';

describe('wishlist', () => {
  let t: TestApp;
  let kurta: Awaited<ReturnType<typeof createProduct>>;
  let saree: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const category = await createCategory(t.app.db, { name: 'Women' });
    kurta = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Cotton Kurta',
      variants: [
        { size: 'S', price: 799, originalPrice: 999, stock: 3, color: 'Red', colorCode: '#c00' },
        { size: 'M', price: 899, originalPrice: 999, stock: 0, color: 'Red', colorCode: '#c00' },
      ],
    });
    saree = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Silk Saree',
      variants: [{ size: 'Free', price: 2999, stock: 1 }],
    });
  });
  afterAll(() => t.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/wishlist${url}`, headers: bearer(token), payload });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    const add = await t.app.inject({ method: 'POST', url: '/api/wishlist/add', payload: {} });
    expect(add.statusCode).toBe(401);
  });

  it('adds products once each, newest first, with the card fields', async () => {
    const { token } = await signIn(t.app);
    expect((await call(token, 'GET', '')).json().data.wishlist).toEqual({ items: [] });

    const first = await call(token, 'POST', '/add', {
      product: kurta.product.id,
      variantId: kurta.variants[0]!.id,
    });
    expect(first.statusCode).toBe(200);
    await call(token, 'POST', '/add', { product: saree.product.id, variantId: 'default' });
    const again = await call(token, 'POST', '/add', { product: kurta.product.id });
    expect(again.statusCode).toBe(200);

    const { items } = again.json().data.wishlist;
    expect(items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Silk Saree',
      'Cotton Kurta',
    ]);
    expect(items[0].variantId).toBeNull();
    expect(items[1]).toMatchObject({
      variantId: kurta.variants[0]!.id,
      product: {
        _id: kurta.product.id,
        brand: 'Test Brand',
        price: 799,
        originalPrice: 999,
        minPrice: 799,
        maxPrice: 899,
        totalStock: 3,
        variants: [
          { _id: kurta.variants[0]!.id, size: 'S', sizes: ['S'], color: 'Red', stock: 3 },
          { _id: kurta.variants[1]!.id, size: 'M', sizes: ['M'], color: 'Red', stock: 0 },
        ],
      },
    });
    expect(Number.isNaN(Date.parse(items[1].addedAt))).toBe(false);
  });

  it('refuses unknown products, foreign variants and bad bodies', async () => {
    const { token } = await signIn(t.app);
    const unknown = await call(token, 'POST', '/add', { product: newId() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const foreign = await call(token, 'POST', '/add', {
      product: kurta.product.id,
      variantId: saree.variants[0]!.id,
    });
    expect(foreign.statusCode).toBe(400);
    const missing = await call(token, 'POST', '/add', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Product ID is required');
    const extra = await call(token, 'POST', '/add', { product: kurta.product.id, note: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it("removes one product, 404 for one not on the caller's list, and clears", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    await call(owner.token, 'POST', '/add', { product: kurta.product.id });
    await call(owner.token, 'POST', '/add', { product: saree.product.id });

    expect((await call(other.token, 'DELETE', `/${kurta.product.id}`)).statusCode).toBe(404);
    const removed = await call(owner.token, 'DELETE', `/${kurta.product.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.wishlist.items).toHaveLength(1);
    expect((await call(owner.token, 'DELETE', `/${kurta.product.id}`)).statusCode).toBe(404);

    const cleared = await call(owner.token, 'DELETE', '/clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.wishlist.items).toEqual([]);
  });
});
