import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { forgetCategoryIndex } from './category-index';
import { forgetProducts } from './product-service';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createCategory, createProduct } from '../../../test/factories';

/**
 * A hand-made catalogue whose every count below can be worked out on paper:
 *   P1 tee (men/t-shirts)  Desi Threads   Cotton/Jersey  Navy S 499, Navy M 499 (0), Black M 549
 *   P2 jeans (men/jeans)   Bombay Denim   Cotton/Denim   Blue 32 1299, Blue 34 1299
 *   P3 kurta (women/kurtas) Jaipur Looms  Rayon/Rayon    Maroon S 899, Maroon M 899 (0), Mustard M 949
 *   P4 saree (women/sarees) Mysore Silk   Silk/Silk      Red Free Size 4999
 *   P5 polo (men/t-shirts) Desi Threads   Cotton/Pique   White L 699 (0) - out of stock
 * and three that shoppers must never see: inactive, in an inactive subcategory, in an inactive
 * category. Created oldest (P1) to newest (P5).
 */
describe('product catalogue API', () => {
  let t: TestApp;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men', sortOrder: 1 });
    const women = await createCategory(db, { name: 'Women', slug: 'women', sortOrder: 2 });
    const archive = await createCategory(db, { name: 'Archive', slug: 'archive', isActive: false });
    const tees = await createCategory(db, { name: 'T-Shirts', slug: 'tshirts', parentId: men.id });
    const jeans = await createCategory(db, { name: 'Jeans', slug: 'jeans', parentId: men.id });
    const kurtas = await createCategory(db, { name: 'Kurtas', slug: 'kurtas', parentId: women.id });
    const sarees = await createCategory(db, { name: 'Sarees', slug: 'sarees', parentId: women.id });
    const oldSub = await createCategory(db, {
      name: 'Old',
      slug: 'old-sub',
      parentId: women.id,
      isActive: false,
    });
    id.men = men.id;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));

    const p1 = await createProduct(db, {
      name: 'Classic Cotton Crew Neck T-Shirt',
      description: 'Soft everyday tee.',
      categoryId: men.id,
      subCategoryId: tees.id,
      brand: 'Desi Threads',
      material: 'Cotton',
      fabric: 'Jersey',
      fit: 'Regular',
      washCare: 'Machine wash cold',
      tags: ['tee', 'casual'],
      displayFilters: ['color', 'size'],
      createdAt: day(1),
      variants: [
        {
          color: 'Navy',
          colorCode: '#1f3a5f',
          size: 'S',
          price: 499,
          originalPrice: 999,
          stock: 5,
          images: ['/n1.svg', '/n2.svg'],
        },
        {
          color: 'Navy',
          colorCode: '#1f3a5f',
          size: 'M',
          price: 499,
          originalPrice: 999,
          stock: 0,
          images: ['/n1.svg', '/n2.svg'],
        },
        {
          color: 'Black',
          colorCode: '#111111',
          size: 'M',
          price: 549,
          originalPrice: 999,
          stock: 3,
          images: ['/b1.svg'],
        },
      ],
    });
    const p2 = await createProduct(db, {
      name: 'Slim Fit Stretch Jeans',
      categoryId: men.id,
      subCategoryId: jeans.id,
      brand: 'Bombay Denim Co.',
      material: 'Cotton',
      fabric: 'Denim',
      createdAt: day(2),
      variants: [
        {
          color: 'Blue',
          colorCode: '#1e40af',
          size: '32',
          price: 1299,
          originalPrice: 1999,
          stock: 4,
        },
        {
          color: 'Blue',
          colorCode: '#1e40af',
          size: '34',
          price: 1299,
          originalPrice: 1999,
          stock: 2,
        },
      ],
    });
    const p3 = await createProduct(db, {
      name: 'Anarkali Printed Kurta',
      categoryId: women.id,
      subCategoryId: kurtas.id,
      brand: 'Jaipur Looms',
      material: 'Rayon',
      fabric: 'Rayon',
      createdAt: day(3),
      variants: [
        {
          color: 'Maroon',
          colorCode: '#800000',
          size: 'S',
          price: 899,
          originalPrice: 1799,
          stock: 7,
        },
        {
          color: 'Maroon',
          colorCode: '#800000',
          size: 'M',
          price: 899,
          originalPrice: 1799,
          stock: 0,
        },
        {
          color: 'Mustard',
          colorCode: '#d4a017',
          size: 'M',
          price: 949,
          originalPrice: 1799,
          stock: 1,
        },
      ],
    });
    const p4 = await createProduct(db, {
      name: 'Banarasi Silk Saree',
      categoryId: women.id,
      subCategoryId: sarees.id,
      brand: 'Mysore Silk House',
      material: 'Silk',
      fabric: 'Silk',
      createdAt: day(4),
      variants: [
        {
          color: 'Red',
          colorCode: '#b91c1c',
          size: 'Free Size',
          price: 4999,
          originalPrice: 8999,
          stock: 2,
        },
      ],
    });
    const p5 = await createProduct(db, {
      name: 'Polo T-Shirt',
      description: 'Breathable pique polo.',
      categoryId: men.id,
      subCategoryId: tees.id,
      brand: 'Desi Threads',
      material: 'Cotton',
      fabric: 'Pique',
      createdAt: day(5),
      variants: [{ color: 'White', colorCode: '#ffffff', size: 'L', price: 699, stock: 0 }],
    });
    const p6 = await createProduct(db, {
      name: 'Hidden Tee',
      categoryId: men.id,
      subCategoryId: tees.id,
      isActive: false,
      createdAt: day(6),
      variants: [{ size: 'M', price: 100 }],
    });
    const p7 = await createProduct(db, {
      name: 'Old Sub Kurta',
      categoryId: women.id,
      subCategoryId: oldSub.id,
      createdAt: day(7),
      variants: [{ size: 'M', price: 100 }],
    });
    const p8 = await createProduct(db, {
      name: 'Archived Saree',
      categoryId: archive.id,
      createdAt: day(8),
      variants: [{ size: 'Free Size', price: 100 }],
    });
    Object.assign(id, {
      p1: p1.product.id,
      p2: p2.product.id,
      p3: p3.product.id,
      p4: p4.product.id,
      p5: p5.product.id,
      p6: p6.product.id,
      p7: p7.product.id,
      p8: p8.product.id,
      p1slug: p1.product.slug,
    });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const names = (body: { data: { products: { _id: string }[] } }) =>
    body.data.products.map((p) => Object.entries(id).find(([, v]) => v === p._id)?.[0]);

  describe('GET /api/products', () => {
    it('lists visible products newest first with the spec pagination', async () => {
      const { status, body, headers } = await get('/api/products');
      expect(status).toBe(200);
      expect(names(body)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
      expect(body.data.pagination).toEqual({
        totalItems: 5,
        currentPage: 1,
        totalPages: 1,
        hasNext: false,
        hasPrev: false,
      });
      expect(headers['cache-control']).toContain('max-age=30');
    });

    it('returns each product in the spec shape', async () => {
      const { body } = await get('/api/products?search=crew');
      const [p1] = body.data.products;
      expect(p1).toMatchObject({
        _id: id.p1,
        name: 'Classic Cotton Crew Neck T-Shirt',
        brand: 'Desi Threads',
        price: 499,
        originalPrice: 999,
        minPrice: 499,
        maxPrice: 549,
        totalStock: 8,
        category: { slug: 'men', name: 'Men' },
        subCategory: { slug: 'tshirts' },
        specifications: {
          fabric: 'Jersey',
          fit: 'Regular',
          material: 'Cotton',
          washCare: 'Machine wash cold',
        },
        displayFilters: ['color', 'size'],
      });
      expect(p1.variants).toHaveLength(3);
      expect(p1.variants[0]).toMatchObject({ color: 'Navy', size: 'S', price: 499, stock: 5 });
      expect(p1.availableColors).toEqual([
        { color: 'Navy', colorCode: '#1f3a5f', images: ['/n1.svg', '/n2.svg'] },
        { color: 'Black', colorCode: '#111111', images: ['/b1.svg'] },
      ]);
    });

    it('pages through results and answers past the end with an empty page', async () => {
      const { body } = await get('/api/products?limit=12&page=2');
      expect(body.data.products).toEqual([]);
      expect(body.data.pagination).toEqual({
        totalItems: 5,
        currentPage: 2,
        totalPages: 1,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('accepts only the spec page sizes', async () => {
      expect((await get('/api/products?limit=24')).status).toBe(200);
      for (const limit of ['13', '0', '-12', '1000', 'abc']) {
        const { status, body } = await get(`/api/products?limit=${limit}`);
        expect(status, limit).toBe(400);
        expect(body.code).toBe('VALIDATION_ERROR');
      }
    });

    it('rejects negative, fractional and non-numeric pages and prices', async () => {
      for (const query of [
        'page=0',
        'page=-1',
        'page=1.5',
        'page=NaN',
        'minPrice=-5',
        'maxPrice=abc',
        'sortBy=stock',
        'sortOrder=up',
      ]) {
        const { status, body } = await get(`/api/products?${query}`);
        expect(status, query).toBe(400);
        expect(body.success).toBe(false);
      }
    });

    it('filters by category slug or id, and by subcategory', async () => {
      expect(names((await get('/api/products?category=men')).body)).toEqual(['p5', 'p2', 'p1']);
      expect(names((await get(`/api/products?category=${id.men}`)).body)).toEqual([
        'p5',
        'p2',
        'p1',
      ]);
      expect(names((await get('/api/products?category=men&subcategory=tshirts')).body)).toEqual([
        'p5',
        'p1',
      ]);
      // A subcategory slug given as the category works too.
      expect(names((await get('/api/products?category=tshirts')).body)).toEqual(['p5', 'p1']);
      // Slugs match whatever their case (issue 20).
      expect(names((await get('/api/products?category=MEN&subcategory=TShirts')).body)).toEqual([
        'p5',
        'p1',
      ]);
    });

    it('answers an unknown or inactive category with no products', async () => {
      for (const category of ['no-such-thing', 'archive', 'old-sub']) {
        const { status, body } = await get(`/api/products?category=${category}`);
        expect(status).toBe(200);
        expect(body.data.products).toEqual([]);
        expect(body.data.pagination.totalItems).toBe(0);
      }
    });

    it('filters by several brands, repeated or comma-separated', async () => {
      const repeated = await get('/api/products?brand=Desi%20Threads&brand=Jaipur%20Looms');
      expect(names(repeated.body)).toEqual(['p5', 'p3', 'p1']);
      const commas = await get('/api/products?brand=Desi%20Threads,Jaipur%20Looms');
      expect(names(commas.body)).toEqual(['p5', 'p3', 'p1']);
    });

    it('filters by size, colour, material, fabric and price', async () => {
      expect(names((await get('/api/products?size=M')).body)).toEqual(['p3', 'p1']);
      expect(names((await get('/api/products?size=M&color=Black')).body)).toEqual(['p1']);
      expect(names((await get('/api/products?material=Silk')).body)).toEqual(['p4']);
      expect(names((await get('/api/products?fabric=Denim')).body)).toEqual(['p2']);
      expect(names((await get('/api/products?minPrice=600&maxPrice=1500')).body)).toEqual([
        'p5',
        'p3',
        'p2',
      ]);
    });

    it('sorts by price and by name both ways', async () => {
      expect(names((await get('/api/products?sortBy=price&sortOrder=asc')).body)).toEqual([
        'p1',
        'p5',
        'p3',
        'p2',
        'p4',
      ]);
      expect(names((await get('/api/products?sortBy=price&sortOrder=desc')).body)).toEqual([
        'p4',
        'p2',
        'p3',
        'p5',
        'p1',
      ]);
      expect(names((await get('/api/products?sortBy=name&sortOrder=asc')).body)).toEqual([
        'p3',
        'p4',
        'p1',
        'p5',
        'p2',
      ]);
      expect(names((await get('/api/products?sortBy=name&sortOrder=desc')).body)).toEqual([
        'p2',
        'p5',
        'p1',
        'p4',
        'p3',
      ]);
      expect(names((await get('/api/products?sortBy=createdAt&sortOrder=asc')).body)).toEqual([
        'p1',
        'p2',
        'p3',
        'p4',
        'p5',
      ]);
    });

    it('finds products despite typos and unfinished words', async () => {
      expect(names((await get('/api/products?search=kurtha')).body)).toEqual(['p3']);
      expect(names((await get('/api/products?search=jens')).body)).toEqual(['p2']);
      expect(names((await get('/api/products?search=jeens')).body)).toEqual(['p2']);
      expect(names((await get('/api/products?search=sare')).body)).toEqual(['p4']);
      expect(names((await get('/api/products?search=cotton%20shi')).body)).toEqual(['p1']);
      expect(names((await get('/api/products?search=banarasi')).body)).toEqual(['p4']);
      expect(names((await get('/api/products?search=jaipur')).body)).toEqual(['p3']);
    });

    it('lists search results newest first unless relevance is asked for', async () => {
      expect(names((await get('/api/products?search=shirt')).body)).toEqual(['p5', 'p1']);
      const byRelevance = await get('/api/products?search=cotton%20shirt&sortBy=relevance');
      expect(byRelevance.status).toBe(200);
      // Only P1 has both words; relevance without a search falls back to newest first.
      expect(names(byRelevance.body)).toEqual(['p1']);
      const noSearch = await get('/api/products?sortBy=relevance');
      expect(names(noSearch.body)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    });

    it('never lists inactive products or products of inactive categories', async () => {
      expect((await get('/api/products?search=hidden')).body.data.products).toEqual([]);
      expect((await get('/api/products?search=archived')).body.data.products).toEqual([]);
      expect((await get('/api/products?search=old%20sub')).body.data.products).toEqual([]);
    });

    it('treats search text as text, not query syntax', async () => {
      const { status, body } = await get(
        `/api/products?search=${encodeURIComponent("'):* | !& <-> (")}`,
      );
      expect(status).toBe(200);
      expect(body.data.products).toEqual([]);
    });
  });

  describe('GET /api/products/filters', () => {
    it('counts every option within the category', async () => {
      const { status, body } = await get('/api/products/filters?category=men');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        priceRange: { minPrice: 499, maxPrice: 1299 },
        brands: [
          { name: 'Bombay Denim Co.', count: 1 },
          { name: 'Desi Threads', count: 2 },
        ],
        sizes: [
          { name: 'S', count: 1 },
          { name: 'M', count: 1 },
          { name: 'L', count: 1 },
          { name: '32', count: 1 },
          { name: '34', count: 1 },
        ],
        colors: [
          { name: 'Black', colorCode: '#111111', count: 1 },
          { name: 'Blue', colorCode: '#1e40af', count: 1 },
          { name: 'Navy', colorCode: '#1f3a5f', count: 1 },
          { name: 'White', colorCode: '#ffffff', count: 1 },
        ],
        materials: [{ name: 'Cotton', count: 3 }],
        fabrics: [
          { name: 'Denim', count: 1 },
          { name: 'Jersey', count: 1 },
          { name: 'Pique', count: 1 },
        ],
        subcategories: [
          { name: 'Jeans', slug: 'jeans', count: 1 },
          { name: 'T-Shirts', slug: 'tshirts', count: 2 },
        ],
      });
    });

    it('narrows the other facets by an active filter but keeps its own options', async () => {
      const { body } = await get('/api/products/filters?category=men&brand=Desi%20Threads');
      expect(body.data.brands).toEqual([
        { name: 'Bombay Denim Co.', count: 1 },
        { name: 'Desi Threads', count: 2 },
      ]);
      expect(body.data.sizes).toEqual([
        { name: 'S', count: 1 },
        { name: 'M', count: 1 },
        { name: 'L', count: 1 },
      ]);
      expect(body.data.materials).toEqual([{ name: 'Cotton', count: 2 }]);
      expect(body.data.priceRange).toEqual({ minPrice: 499, maxPrice: 699 });
    });

    it('keeps the panel of a subcategory’s own page to that subcategory', async () => {
      // /categories/kurtas asks with category=kurtas: no category around it, so the panel
      // offers Kurtas alone, not every subcategory of the shop (a walk-through found Backpacks
      // offered on the Sarees page).
      for (const url of [
        '/api/products/filters?category=kurtas',
        '/api/products/filters?subcategory=kurtas',
      ]) {
        const { body } = await get(url);
        expect(body.data.subcategories, url).toEqual([
          { name: 'Kurtas', slug: 'kurtas', count: expect.any(Number) },
        ]);
        expect(body.data.brands.length).toBeGreaterThan(0);
      }
      // Within a category a picked subcategory still shows its sisters.
      const { body } = await get('/api/products/filters?category=men&subcategory=jeans');
      expect(body.data.subcategories.map((s: { slug: string }) => s.slug)).toEqual([
        'jeans',
        'tshirts',
      ]);
    });

    it('gives the default range and empty lists for an unknown category', async () => {
      const { body } = await get('/api/products/filters?category=nope');
      expect(body.data).toEqual({
        priceRange: { minPrice: 0, maxPrice: 10000 },
        brands: [],
        sizes: [],
        colors: [],
        materials: [],
        fabrics: [],
        subcategories: [],
      });
    });

    it('rejects bad numbers', async () => {
      expect((await get('/api/products/filters?minPrice=-1')).status).toBe(400);
    });
  });

  describe('GET /api/products/{id}', () => {
    it('returns one product by id or slug', async () => {
      const byId = await get(`/api/products/${id.p1}`);
      expect(byId.status).toBe(200);
      expect(byId.body.data.product._id).toBe(id.p1);
      const bySlug = await get(`/api/products/${id.p1slug}`);
      expect(bySlug.body.data.product._id).toBe(id.p1);
    });

    it('keeps a product answer for 30 s until the catalogue says it changed', async () => {
      const url = `/api/products/${id.p2}`;
      expect((await get(url)).body.data.product.name).toBe('Slim Fit Stretch Jeans');
      await t.database.db
        .update(products)
        .set({ name: 'Slim Fit Stretch Jeans (New)' })
        .where(eq(products.id, id.p2 ?? ''));
      expect((await get(url)).body.data.product.name).toBe('Slim Fit Stretch Jeans');
      forgetProducts(t.database.db);
      expect((await get(url)).body.data.product.name).toBe('Slim Fit Stretch Jeans (New)');
      await t.database.db
        .update(products)
        .set({ name: 'Slim Fit Stretch Jeans' })
        .where(eq(products.id, id.p2 ?? ''));
      forgetProducts(t.database.db);
    });

    it('answers 404 for unknown, inactive and hidden products', async () => {
      for (const key of ['p6', 'p7', 'p8']) {
        const { status, body } = await get(`/api/products/${id[key]}`);
        expect(status, key).toBe(404);
        expect(body).toEqual({
          success: false,
          message: 'Product not found',
          code: 'PRODUCT_NOT_FOUND',
        });
      }
      expect((await get('/api/products/000000000000000000000000')).status).toBe(404);
    });
  });

  describe('featured, trending and related', () => {
    it('puts in-stock featured products first', async () => {
      const db = t.database.db;
      await db
        .update(products)
        .set({ isFeatured: true, isTrending: true })
        .where(inArray(products.id, [id.p1 ?? '', id.p5 ?? '']));
      expect(names((await get('/api/products/featured')).body)).toEqual(['p1', 'p5']);
      expect(names((await get('/api/products/trending?limit=1')).body)).toEqual(['p1']);
      expect((await get('/api/products/trending?limit=0')).status).toBe(400);
    });

    it('relates the same subcategory first, then the same category', async () => {
      expect(names((await get(`/api/products/${id.p1}/related`)).body)).toEqual(['p5', 'p2']);
      expect(names((await get(`/api/products/${id.p3}/related?limit=1`)).body)).toEqual(['p4']);
      expect((await get(`/api/products/${id.p6}/related`)).status).toBe(404);
    });

    it('relates a product that has no subcategory (one made in the back office) by category', async () => {
      const db = t.database.db;
      const [p1] = await db
        .select()
        .from(products)
        .where(eq(products.id, id.p1 ?? ''));
      const { product: loose } = await createProduct(db, {
        name: 'Loose Kurta',
        categoryId: p1!.categoryId,
        subCategoryId: null,
        variants: [{ size: 'M', price: 799 }],
      });
      const { status, body } = await get(`/api/products/${loose.id}/related`);
      expect(status).toBe(200);
      expect(names(body)).toContain('p1');
      await db.delete(products).where(eq(products.id, loose.id));
      forgetProducts(db);
    });
  });

  describe('product categories', () => {
    it('lists the browse categories and a category subcategories', async () => {
      const tree = await get('/api/products/categories');
      expect(tree.body.data.categories.map((c: { slug: string }) => c.slug)).toEqual([
        'men',
        'women',
      ]);
      const subs = await get('/api/products/categories/men/subcategories');
      expect(subs.body.data.subcategories.map((c: { slug: string }) => c.slug).sort()).toEqual([
        'jeans',
        'tshirts',
      ]);
      expect((await get('/api/products/categories/archive/subcategories')).status).toBe(404);
    });
  });
  // Last: it adds a category the listings above do not expect.
  describe("filter data in the shop's words", () => {
    it("never offers 'Default' as a colour, and orders sizes by system (issue 20)", async () => {
      const db = t.database.db;
      const home = await createCategory(db, { name: 'Home Test', slug: 'home-test' });
      const variant = (size: string, color = 'Default') => ({
        color,
        colorCode: '#cccccc',
        size,
        price: 999,
        originalPrice: 999,
        stock: 3,
      });
      await createProduct(db, {
        name: 'Cotton Bedsheet',
        categoryId: home.id,
        brand: 'Jaipur Looms',
        variants: [variant('King'), variant('Single'), variant('Double')],
      });
      await createProduct(db, {
        name: 'Cushion Covers',
        categoryId: home.id,
        brand: 'Jaipur Looms',
        variants: [variant('Set of 5', 'Indigo'), variant('Set of 2', 'Indigo')],
      });
      forgetCategoryIndex(db);
      const { body } = await get('/api/products/filters?category=home-test');
      expect(body.data.colors).toEqual([{ name: 'Indigo', colorCode: '#cccccc', count: 1 }]);
      expect(body.data.sizes.map((s: { name: string }) => s.name)).toEqual([
        'Single',
        'Double',
        'King',
        'Set of 2',
        'Set of 5',
      ]);
    });
  });
});
