import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createCategory, createProduct } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { quickShopper } from '../../../test/orders';

/** Issue 18 in the listing: 'Customer Rating' sort, '4 stars and above', stars on cards. */
describe('products by customer rating', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const category = await createCategory(t.app.db, { name: 'Rated' });
    slug = category.slug;
    // name -> the stars of its published reviews (and one hidden 5 that must not count)
    const plan: Record<string, number[]> = {
      Loved: [5, 5, 4],
      Liked: [4, 4],
      Mixed: [5, 1],
      Unrated: [],
    };
    for (const [name, stars] of Object.entries(plan)) {
      const { product } = await createProduct(t.app.db, {
        categoryId: category.id,
        name,
        variants: [{ size: 'M', price: 500, stock: 5 }],
      });
      const rows: { rating: number; status: 'published' | 'hidden' }[] = [
        ...stars.map((rating) => ({ rating, status: 'published' as const })),
        { rating: 5, status: 'hidden' },
      ];
      for (const row of rows) {
        const { user } = await quickShopper(t.app);
        await t.app.db
          .insert(reviews)
          .values({ id: newId(), productId: product.id, userId: user.id, ...row });
      }
    }
  });
  afterAll(() => t.close());

  const listing = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?category=${slug}&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      products: { name: string; rating: { average: number; count: number } }[];
      pagination: { totalItems: number };
    };
  };

  it('sorts best rated first and shows each card its stars and count', async () => {
    const { products } = await listing('sortBy=rating');
    expect(products.map((p) => p.name)).toEqual(['Loved', 'Liked', 'Mixed', 'Unrated']);
    expect(products.map((p) => p.rating)).toEqual([
      { average: 4.7, count: 3 },
      { average: 4, count: 2 },
      { average: 3, count: 2 },
      { average: 0, count: 0 },
    ]);
    const lowest = await listing('sortBy=rating&sortOrder=asc');
    expect(lowest.products.map((p) => p.name)).toEqual(['Unrated', 'Mixed', 'Liked', 'Loved']);
  });

  it("filters '4 stars and above', in the list, its total and the filter counts", async () => {
    const { products, pagination } = await listing('minRating=4');
    expect(products.map((p) => p.name).sort()).toEqual(['Liked', 'Loved']);
    expect(pagination.totalItems).toBe(2);
    const facets = await t.app.inject({
      method: 'GET',
      url: `/api/products/filters?category=${slug}&minRating=4`,
    });
    expect(facets.statusCode, facets.body).toBe(200);
    expect(facets.json().data.brands).toEqual([{ name: 'Test Brand', count: 2 }]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/products?minRating=six' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Minimum rating must be a number from 1 to 5');
  });
});
