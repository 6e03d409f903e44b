import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { selectRows } from '../../db/rows';

/**
 * A search of nothing but a shopper ("women", "kids") pages through the shopper's whole scope
 * in two index walks (decision 038) rather than ranking every product: the same order as ranking
 * by the shopper's half point (the name says the shopper), newest first, page for page.
 */
describe('a search of only a shopper word', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  async function page(text: string, n: number, extra = '') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(text)}&sortBy=relevance&limit=12&page=${n}${extra}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      products: { _id: string }[];
      pagination: { totalItems: number };
    };
    return { ids: data.products.map((p) => p._id), total: data.pagination.totalItems };
  }

  /** The order relevanceRank gives: ranked in SQL over every product of the scope. */
  async function ranked(word: string, otherShoppers: string[], maxPrice?: number) {
    const others = sql.join(
      otherShoppers.map((slug) => sql`${slug}`),
      sql`, `,
    );
    const rows = await selectRows<{ id: string }>(
      t.database.db,
      sql`SELECT p.id FROM products p
        JOIN categories c ON c.id = p.category_id AND c.is_active
        LEFT JOIN categories s ON s.id = p.sub_category_id
        WHERE p.is_active AND (s.id IS NULL OR s.is_active)
          AND c.slug NOT IN (${others}) AND (s.id IS NULL OR s.slug NOT IN (${others}))
          AND (${maxPrice ?? null}::int IS NULL OR p.min_price <= ${maxPrice ?? null}::int)
        ORDER BY (p.search_vector @@ to_tsquery('english', ${`${word}:A`}))::int DESC,
          p.created_at DESC, p.id DESC`,
    );
    return rows.map((row) => row.id);
  }

  async function allPages(text: string, extra = '') {
    const first = await page(text, 1, extra);
    const ids = [...first.ids];
    for (let n = 2; ids.length < first.total; n++) {
      const next = await page(text, n, extra);
      expect(next.ids.length).toBeGreaterThan(0);
      ids.push(...next.ids);
    }
    return { ids, total: first.total };
  }

  it('lists the whole scope, the products named for the shopper first, newest first', async () => {
    for (const [text, word, others] of [
      ['women', 'women', ['men', 'kids']],
      ['ladies', 'women', ['men', 'kids']],
      ["men's", 'men', ['women', 'kids']],
      ['kids', 'kid', ['men', 'women']],
      ['girls', 'girl', ['men', 'women', 'boys-clothing']],
    ] as const) {
      const expected = await ranked(word, [...others]);
      const found = await allPages(text);
      expect(found.total, text).toBe(expected.length);
      expect(found.ids, text).toEqual(expected);
    }
  });

  it('keeps the order under a price word, and names the shopper’s products first', async () => {
    const expected = await ranked('women', ['men', 'kids'], 1000);
    const found = await allPages('ladies under 1000');
    expect(found.ids).toEqual(expected);
    // The seeded catalogue has products named for women in this scope: they lead.
    const [named] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM products p
        WHERE p.id IN (${sql.join(
          expected.map((id) => sql`${id}`),
          sql`, `,
        )}) AND p.search_vector @@ to_tsquery('english', 'women:A')`,
    );
    expect(named!.n).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(named!.n);
  });
});
