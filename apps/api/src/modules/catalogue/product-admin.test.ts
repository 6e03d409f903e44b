import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/factories';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

describe('admin products and variants', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const tees = await createCategory(db, { name: 'T-Shirts', slug: 'tshirts', parentId: men.id });
    Object.assign(ids, { men: men.id, women: women.id, tees: tees.id });
  });
  afterAll(() => t.close());

  const storefront = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return res.json().data;
  };
  const listingNames = async (query = '') =>
    ((await storefront(`/api/products${query}`)).products as { name: string }[]).map(
      (product) => product.name,
    );

  it('creates a product with two variants that shoppers then see in the listing', async () => {
    expect(await listingNames()).toEqual([]); // the (empty) listing is now cached
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: 'Classic Crew Neck Tee',
        description: 'Soft cotton.',
        categoryId: ids.men,
        subCategoryId: ids.tees,
        brand: 'Desi Threads',
        images: ['/uploads/tee.png'],
        specifications: { fabric: 'Jersey', material: 'Cotton' },
        tags: ['tee'],
        displayFilters: ['size', 'color'],
        variants: [
          {
            color: 'Navy',
            colorCode: '#1F3A5F',
            size: 'M',
            price: 599,
            originalPrice: 999,
            stock: 8,
          },
          { color: 'Navy', colorCode: '#1f3a5f', size: 'L', price: 549, stock: 3 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data;
    ids.product = product.id;
    ids.variantM = product.variants[0].id;
    ids.variantL = product.variants[1].id;
    expect(product).toMatchObject({
      name: 'Classic Crew Neck Tee',
      category: { id: ids.men, slug: 'men' },
      subCategory: { id: ids.tees },
      // Kept from the variants by the database: the cheapest one's price and MRP.
      price: 549,
      originalPrice: 549,
      minPrice: 549,
      maxPrice: 599,
      totalStock: 11,
      specifications: { fabric: 'Jersey', fit: null, material: 'Cotton', washCare: null },
      isActive: true,
      isFeatured: false,
    });
    expect(product.slug).toMatch(/^classic-crew-neck-tee-[0-9a-f]{6}$/);
    expect(product.variants).toMatchObject([
      { size: 'M', colorCode: '#1f3a5f', originalPrice: 999, stock: 8, position: 0 },
      { size: 'L', originalPrice: 549, stock: 3, position: 1 },
    ]);

    expect(await listingNames()).toEqual(['Classic Crew Neck Tee']);
    const detail = await storefront(`/api/products/${product.id}`);
    expect(detail.product.variants).toHaveLength(2);
    expect(await listingNames('?category=men&size=L')).toEqual(['Classic Crew Neck Tee']);
  });

  it('records opening stock as stock adjustments', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/admin/variants/${ids.variantM}/stock-adjustments`,
    });
    expect(res.json().data.adjustments).toMatchObject([
      {
        delta: 8,
        stockAfter: 8,
        reason: 'Opening stock',
        userId: t.adminId,
        userName: 'Shop Owner',
      },
    ]);
  });

  it('sets featured and trending, deactivates and reactivates, at once for shoppers', async () => {
    const flag = (body: object) =>
      t.call({ method: 'PATCH', url: `/api/admin/products/${ids.product}/status`, payload: body });
    expect((await storefront('/api/products/featured')).products).toHaveLength(0);
    const featured = await flag({ isFeatured: true, isTrending: true });
    expect(featured.json().data).toMatchObject({ isFeatured: true, isTrending: true });
    expect((await storefront('/api/products/featured')).products).toHaveLength(1);

    await flag({ isActive: false });
    expect(await listingNames()).toEqual([]);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/products/${ids.product}` });
    expect(hidden.statusCode).toBe(404);
    const adminList = await t.call({ method: 'GET', url: '/api/admin/products?isActive=false' });
    expect(adminList.json().data.products.map((p: { id: string }) => p.id)).toEqual([ids.product]);
    await flag({ isActive: true });
    expect(await listingNames()).toEqual(['Classic Crew Neck Tee']);
  });

  it('edits a product; a move to another category drops the old sub-category', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.product}`,
      payload: { name: 'Crew Neck Tee', categoryId: ids.women, specifications: { fit: 'Slim' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Crew Neck Tee',
      category: { id: ids.women },
      subCategory: null,
      specifications: { fabric: 'Jersey', fit: 'Slim' },
    });
    expect(await listingNames('?category=women')).toEqual(['Crew Neck Tee']);
  });

  it('adds, edits and deactivates variants; the product follows', async () => {
    const added = await t.call({
      method: 'POST',
      url: `/api/admin/products/${ids.product}/variants`,
      payload: { color: 'Black', colorCode: '#111111', size: 'M', price: 499, originalPrice: 799 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ position: 2, stock: 0, isActive: true });
    const twice = await t.call({
      method: 'POST',
      url: `/api/admin/products/${ids.product}/variants`,
      payload: { color: 'Black', colorCode: '#111111', size: 'M', price: 499 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('VARIANT_EXISTS');

    const product = async () =>
      (await t.call({ method: 'GET', url: `/api/admin/products/${ids.product}` })).json().data;
    expect((await product()).price).toBe(499);
    const off = await t.call({
      method: 'PUT',
      url: `/api/admin/variants/${added.json().data.id}`,
      payload: { isActive: false },
    });
    expect(off.json().data.isActive).toBe(false);
    expect((await product()).price).toBe(549);

    const repriced = await t.call({
      method: 'PUT',
      url: `/api/admin/variants/${ids.variantL}`,
      payload: { price: 649, originalPrice: 899 },
    });
    expect(repriced.json().data).toMatchObject({ price: 649, originalPrice: 899 });
    expect(await product()).toMatchObject({ price: 599, minPrice: 599, maxPrice: 649 });
    const detail = await storefront(`/api/products/${ids.product}`);
    expect(detail.product.variants.map((v: { price: number }) => v.price).sort()).toEqual([
      599, 649,
    ]);
  });

  it('lists with search, category (id or slug) and paging', async () => {
    const list = async (query: string) =>
      (await t.call({ method: 'GET', url: `/api/admin/products${query}` })).json().data;
    expect((await list('?search=crew')).products).toHaveLength(1);
    expect((await list('?search=desi%20threads')).products).toHaveLength(1);
    expect((await list('?search=100%25')).products).toHaveLength(0);
    expect((await list('?category=women')).products).toHaveLength(1);
    expect((await list(`?category=${ids.men}`)).products).toHaveLength(0);
    expect((await list('?category=nowhere')).pagination.totalItems).toBe(0);
    expect((await list('?limit=1&page=1')).pagination).toMatchObject({ totalItems: 1 });
  });

  it('refuses bad input with field messages', async () => {
    const product = `/api/admin/products/${ids.product}`;
    const variant = `/api/admin/variants/${ids.variantM}`;
    const base = { name: 'X', brand: 'B', categoryId: ids.men };
    const v = { color: 'Red', colorCode: '#ff0000', size: 'S', price: 100 };
    const bad = [
      { method: 'GET', url: '/api/admin/products?isActive=maybe', path: 'query.isActive' },
      { method: 'GET', url: '/api/admin/products?limit=0', path: 'query.limit' },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, name: ' ' },
        path: 'body.name',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { name: 'X', brand: 'B' },
        path: 'body.categoryId',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, categoryId: 'b'.repeat(24) },
        path: 'body.categoryId',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, categoryId: ids.women, subCategoryId: ids.tees },
        path: 'body.subCategoryId',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, variants: [{ ...v, colorCode: 'red' }] },
        path: 'body.variants.0.colorCode',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, variants: [{ ...v, originalPrice: 50 }] },
        path: 'body.variants.0.originalPrice',
      },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, variants: [v, { ...v, colorCode: '#00ff00' }] },
        path: 'body.variants.1.size',
      },
      { method: 'PUT', url: product, payload: { tags: 'tee' }, path: 'body.tags' },
      { method: 'PUT', url: product, payload: { images: ['ftp://x'] }, path: 'body.images.0' },
      // Pictures come over https only (the Content-Security-Policy's img-src): http never shows.
      {
        method: 'PUT',
        url: product,
        payload: { images: ['/uploads/a.png', 'http://cdn.example.com/b.jpg'] },
        path: 'body.images.1',
      },
      { method: 'PATCH', url: `${product}/status`, payload: {}, path: 'body' },
      {
        method: 'POST',
        url: `${product}/variants`,
        payload: { ...v, price: 0 },
        path: 'body.price',
      },
      {
        method: 'POST',
        url: `${product}/variants`,
        payload: { ...v, stock: -1 },
        path: 'body.stock',
      },
      { method: 'PUT', url: variant, payload: { originalPrice: 10 }, path: 'body.originalPrice' },
      { method: 'PUT', url: variant, payload: { size: '' }, path: 'body.size' },
    ] as const;
    for (const { path, ...request } of bad) {
      expectFieldError(await t.call(request), path);
    }
    // Stock changes only through a recorded adjustment.
    const stock = await t.call({ method: 'PUT', url: variant, payload: { stock: 99 } });
    expect(stock.statusCode).toBe(400);
    const unknown = await t.call({ method: 'GET', url: `/api/admin/products/${'c'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('writes product and variant changes to the audit log', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/admin/audit-logs?entity=product&entityId=${ids.product}`,
    });
    const actions = res.json().data.auditLogs.map((log: { action: string }) => log.action);
    expect(actions).toEqual([
      'product.update',
      'product.status',
      'product.status',
      'product.status',
      'product.create',
    ]);
    const variants = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=variant' });
    expect(variants.json().data.auditLogs.map((log: { action: string }) => log.action)).toEqual([
      'variant.update',
      'variant.update',
      'variant.create',
    ]);
  });

  it('takes a picture’s https address, which the shop’s pages are allowed to show', async () => {
    const product = `/api/admin/products/${ids.product}`;
    const image = 'https://images.example.com/kurta.jpg';
    const saved = await t.call({ method: 'PUT', url: product, payload: { images: [image] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.images).toEqual([image]);
    const page = await t.call({ method: 'GET', url: `/api/products/${ids.product}` });
    const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain('https:');
  });

  it('puts a product on sale only with an active variant, never at ₹0', async () => {
    const base = { name: 'Plain Linen Kurta', brand: 'Desi Threads', categoryId: ids.women };
    const message =
      'Add at least one active variant (size, price and stock) to put the product on sale, or save it as inactive';
    for (const payload of [
      base,
      { ...base, isActive: true, variants: [] },
      {
        ...base,
        variants: [{ color: 'Red', colorCode: '#ff0000', size: 'S', price: 900, isActive: false }],
      },
    ]) {
      const refused = await t.call({ method: 'POST', url: '/api/admin/products', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'body.variants', message }]);
    }
    expect(await listingNames('?search=linen')).toEqual([]);

    // Saved inactive to get its variants later; it goes on sale once it has one.
    const draft = await t.call({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...base, isActive: false },
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id as string;
    const status = (isActive: boolean) =>
      t.call({ method: 'PATCH', url: `/api/admin/products/${id}/status`, payload: { isActive } });
    const early = await status(true);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([{ path: 'body.isActive', message }]);
    const put = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      payload: { isActive: true },
    });
    expect(put.statusCode).toBe(400);
    const variant = await t.call({
      method: 'POST',
      url: `/api/admin/products/${id}/variants`,
      payload: { color: 'White', colorCode: '#ffffff', size: 'M', price: 1299, stock: 3 },
    });
    expect(variant.statusCode).toBe(201);
    expect((await status(true)).json().data).toMatchObject({ isActive: true, price: 1299 });
    await status(false);
  });
});
