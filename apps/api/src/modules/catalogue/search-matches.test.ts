import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { inNameOnly } from './product-search';
import { forgetProductCounts } from './product-repository';

/**
 * Decision 028: the second search of the same words is answered from their kept matches,
 * filtered and paged in the process. Every refinement must give the very page and total the
 * SQL of product-filter-repository.ts gives, and a back-office change must show at once.
 */
describe('searches answered from the kept matches of their words', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};
  const variantIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const women = await createCategory(db, { name: 'Women', slug: 'women' });
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const kurtas = await createCategory(db, { name: 'Kurtas', slug: 'kurtas', parentId: women.id });
    const sets = await createCategory(db, { name: 'Sets', slug: 'sets', parentId: women.id });
    const menKurtas = await createCategory(db, {
      name: 'Kurtas',
      slug: 'men-kurtas',
      parentId: men.id,
    });
    Object.assign(ids, { women: women.id, men: men.id });
    const brands = ['Biba', 'Aurelia', 'Fabindia'];
    const colours = [
      ['Red', '#ff0000'],
      ['Maroon', '#800000'],
      ['Navy Blue', '#000080'],
      ['White', '#ffffff'],
    ] as const;
    const sizes = ['S', 'M', 'L', 'XL'];
    for (let i = 0; i < 30; i++) {
      const [color, colorCode] = colours[i % colours.length]!;
      const sub = [kurtas, sets, menKurtas][i % 3]!;
      // Some name the word (all words in the name rank first), some only describe it.
      const named = i % 4 !== 3;
      const { variants } = await createProduct(db, {
        name: named ? `${i % 2 ? 'Cotton' : 'Silk'} Kurta ${i}` : `Palazzo Pants ${i}`,
        description: named ? 'Hand block printed.' : 'Pairs well with a cotton kurta.',
        categoryId: sub.parentId!,
        subCategoryId: sub.id,
        brand: brands[i % brands.length]!,
        material: i % 5 === 0 ? null : i % 2 ? 'Cotton' : 'Silk',
        fabric: i % 3 === 0 ? 'Woven' : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        variants: [
          { color, colorCode, size: sizes[i % 4]!, price: 500 + i * 50 },
          { color, colorCode, size: sizes[(i + 1) % 4]!, price: 600 + i * 50 },
        ],
      });
      variantIds[i] = variants[0]!.id;
    }
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return {
      names: data.products.map((p: { name: string }) => p.name) as string[],
      total: data.pagination.totalItems as number,
    };
  };

  // Each refinement of the same words: "kurta" and a shopper's "ladies kurta", "red kurta".
  const refinements = [
    '',
    '&page=2',
    '&page=3&limit=24',
    '&page=9',
    '&minPrice=800&maxPrice=1500',
    '&maxPrice=700',
    '&category=women',
    '&category=men-kurtas',
    '&brand=Biba&brand=Fabindia',
    '&size=XL',
    '&color=Maroon&color=White',
    '&material=Cotton',
    '&fabric=Woven',
    '&brand=Aurelia&size=M&minPrice=900',
  ];
  const orders = ['&sortBy=relevance', '', '&sortBy=createdAt&sortOrder=asc'];
  const words = ['kurta', 'ladies%20kurta', 'red%20kurta', 'cotton%20kurta%20under%201200'];

  it('gives every refinement the page and total SQL gives', async () => {
    const db = t.database.db;
    let compared = 0;
    for (const text of words) {
      for (const order of orders) {
        for (const refinement of refinements) {
          const query = `search=${text}${order}${refinement}`;
          // Nothing kept: the first search of these words is ranked in SQL...
          forgetProductCounts(db);
          const fromSql = await search(query);
          // ...and, after another search of the same words, from their kept matches.
          forgetProductCounts(db);
          await search(`search=${text}&page=50`);
          const fromList = await search(query);
          expect(fromList, query).toEqual(fromSql);
          compared += fromSql.names.length;
        }
      }
    }
    // The comparisons are of real pages, not of empty answers.
    expect(compared).toBeGreaterThan(300);
  });

  it('ranks the products naming every word first, as best match always did', async () => {
    forgetProductCounts(t.database.db);
    await search('search=cotton%20kurta&page=50');
    const { names, total } = await search('search=cotton%20kurta&sortBy=relevance&limit=36');
    // 8 named "Cotton Kurta", 7 trousers described as going with a cotton kurta.
    expect(total).toBe(15);
    const firstDescribed = names.findIndex((name) => name.startsWith('Palazzo'));
    expect(firstDescribed).toBeGreaterThan(0);
    expect(names.slice(firstDescribed).every((name) => name.startsWith('Palazzo'))).toBe(true);
  });

  it('finds "every word in the name" from the weighted query as from the filtered vector', async () => {
    const queries = [
      'kurta:*',
      'cotton & kurta',
      'cotton <-> kurta',
      'kurta <-> cotton',
      '(silk | cotton) & kurta:* & pant:*',
      'palazzo & cotton',
      'women & kurta',
    ];
    for (const query of queries) {
      const [row] = await selectRows<{ matches: number; named: number; differ: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS matches,
            count(*) FILTER (WHERE search_vector @@ to_tsquery('english', ${inNameOnly(query)}))::int
              AS named,
            count(*) FILTER (WHERE (ts_filter(search_vector, '{a}') @@ to_tsquery('english', ${query}))
              <> (search_vector @@ to_tsquery('english', ${inNameOnly(query)})))::int AS differ
          FROM products WHERE search_vector @@ to_tsquery('english', ${query})`,
      );
      expect(row!.differ, query).toBe(0);
      // Both answers occur: some matches have every word in the name, some do not.
      if (query !== 'kurta <-> cotton') expect(row!.matches, query).toBeGreaterThan(row!.named);
    }
  });

  it('shows a price the owner changes in the next refined search', async () => {
    forgetProductCounts(t.database.db);
    await search('search=silk%20kurta');
    const before = await search('search=silk%20kurta&maxPrice=599');
    expect(before.names).toEqual(['Silk Kurta 0']);
    // Silk Kurta 2 costs 600 (its cheaper variant) until the owner lowers it.
    const changed = await t.call({
      method: 'PUT',
      url: `/api/admin/variants/${variantIds[2]}`,
      payload: { price: 550 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await search('search=silk%20kurta&maxPrice=599');
    expect(after.names.sort()).toEqual(['Silk Kurta 0', 'Silk Kurta 2']);
  });
});
