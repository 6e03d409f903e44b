import { sql, type SQL } from 'drizzle-orm';
import { isImported, resolveDisclosures } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helper';
import { readCatalogImageName } from '../../lib/catalog-image-names';
import { selectRows } from '../rows';
import { coupons } from '../schema';
import type { Db } from '../types';
import { buildCatalogue, isCatalogueEmpty, seedCatalogue, type SeedSummary } from './index';

/** One number from a query such as `select count(*)::int as n ...`. */
async function number(db: Db, query: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(db, query);
  return Number(row?.n);
}

/** A fingerprint of every product and variant row that matters to a shopper. */
async function fingerprint(db: Db): Promise<string> {
  const [row] = await selectRows<{ products: string; variants: string }>(
    db,
    sql`
    select
      (select md5(string_agg(concat_ws('|', id, slug, name, brand, price, original_price,
        min_price, max_price, total_stock, is_active, is_featured, is_trending, created_at), ','
        order by id)) from products) as products,
      (select md5(string_agg(concat_ws('|', id, product_id, sku, color, color_code, size, price,
        original_price, stock, position, array_to_string(images, ' ')), ',' order by id))
        from variants) as variants`,
  );
  return `${row?.products}:${row?.variants}`;
}

describe('seedCatalogue', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let summary: SeedSummary;
  let seedMs = 0;
  let db: Db;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    db = first.db;
    expect(await isCatalogueEmpty(db)).toBe(true);
    const started = performance.now();
    summary = await seedCatalogue(db);
    seedMs = performance.now() - started;
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('reports what it inserted, quickly', async () => {
    expect(await isCatalogueEmpty(db)).toBe(false);
    expect(summary).toEqual({
      categories: await number(db, sql`select count(*)::int as n from categories`),
      products: await number(db, sql`select count(*)::int as n from products`),
      variants: await number(db, sql`select count(*)::int as n from variants`),
      banners: await number(db, sql`select count(*)::int as n from banners`),
      coupons: await number(db, sql`select count(*)::int as n from coupons`),
    });
    expect(seedMs).toBeLessThan(10_000);
  });

  it('builds a two-level tree of active departments, with one hidden subcategory', async () => {
    const departments = await selectRows<{ slug: string; children: number }>(
      db,
      sql`
      select p.slug, count(c.id)::int as children
      from categories p
      left join categories c on c.parent_id = p.id and c.is_active and c.level = 2
      where p.level = 1 and p.is_active and p.parent_id is null
      group by p.slug`,
    );
    expect(departments.length).toBeGreaterThanOrEqual(8);
    for (const row of departments) expect(row.children).toBeGreaterThanOrEqual(1);
    expect(
      await number(db, sql`select count(*)::int as n from categories where not is_active`),
    ).toBe(1);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from categories where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`,
      ),
    ).toBe(0);
  });

  it('files every product under a department and one of its subcategories', async () => {
    expect(
      await number(db, sql`select count(*)::int as n from products where is_active`),
    ).toBeGreaterThanOrEqual(200);
    expect(
      await number(
        db,
        sql`
        select count(*)::int as n from products p
        join categories c on c.id = p.category_id
        left join categories s on s.id = p.sub_category_id
        where c.level <> 1 or s.parent_id is distinct from c.id or not s.is_active`,
      ),
    ).toBe(0);
  });

  it('keeps each product equal to its variants (prices, stock) and MRP at or above price', async () => {
    const mismatched = await number(
      db,
      sql`
        select count(*)::int as n from products p
        join (
          select product_id, min(price) as min_price, max(price) as max_price, sum(stock) as stock
          from variants group by product_id
        ) v on v.product_id = p.id
        where p.min_price <> v.min_price or p.max_price <> v.max_price or p.total_stock <> v.stock
          or p.price <> v.min_price
          or not exists (
            select 1 from variants c
            where c.product_id = p.id and c.price = p.price and c.original_price = p.original_price)`,
    );
    expect(mismatched).toBe(0);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from products where not exists
        (select 1 from variants v where v.product_id = products.id)`,
      ),
    ).toBe(0);
    const badPrices = sql`original_price < price or price <= 0 or price % 10 <> 9
      or (original_price - price) * 100 > original_price * 70`;
    expect(await number(db, sql`select count(*)::int as n from products where ${badPrices}`)).toBe(
      0,
    );
    expect(await number(db, sql`select count(*)::int as n from variants where ${badPrices}`)).toBe(
      0,
    );
    expect(
      await number(db, sql`select count(*)::int as n from products where min_price <> max_price`),
    ).toBeGreaterThan(0);
    expect(
      await number(db, sql`select count(*)::int as n from variants where original_price = price`),
    ).toBeGreaterThan(0);
  });

  it('has sold-out products, sold-out sizes and products taken off sale', async () => {
    expect(
      await number(db, sql`select count(*)::int as n from products where total_stock = 0`),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from variants v join products p on p.id = v.product_id
        where v.stock = 0 and p.total_stock > 0`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await number(db, sql`select count(*)::int as n from products where not is_active`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('features and trends only products a shopper can buy', async () => {
    const showcase = sql`is_active and total_stock > 0`;
    expect(
      await number(
        db,
        sql`select count(*)::int as n from products where is_featured and ${showcase}`,
      ),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from products where is_trending and ${showcase}`,
      ),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from products where (is_featured or is_trending) and not (${showcase})`,
      ),
    ).toBe(0);
  });

  it('fills the search vector through the trigger', async () => {
    expect(
      await number(db, sql`select count(*)::int as n from products where search_vector is null`),
    ).toBe(0);
    expect(
      await number(
        db,
        sql`select count(*)::int as n from products where search_vector @@ plainto_tsquery('english', 'saree')`,
      ),
    ).toBeGreaterThan(0);
  });

  it('indexes the Hindi names for search (issue 19)', async () => {
    // Every seeded saree has a Hindi name with साड़ी in it.
    const hindiSarees = await number(
      db,
      sql`select count(*)::int as n from products where search_vector @@ to_tsquery('simple', 'साड़ी')`,
    );
    const sarees = await number(
      db,
      sql`select count(*)::int as n from products p join categories c on c.id = p.sub_category_id
        where c.slug = 'sarees'`,
    );
    expect(hindiSarees).toBe(sarees);
  });

  it('has banners of each display type, category cards pointing at departments', async () => {
    const types = await selectRows<{ display_type: string; n: number }>(
      db,
      sql`select display_type, count(*)::int as n from banners where is_active group by display_type`,
    );
    const count = Object.fromEntries(types.map((r) => [r.display_type, Number(r.n)]));
    expect(count.carousel).toBeGreaterThanOrEqual(4);
    expect(count['category-card']).toBeGreaterThanOrEqual(6);
    expect(count.both).toBeGreaterThanOrEqual(1);
    expect(await number(db, sql`select count(*)::int as n from banners where not is_active`)).toBe(
      1,
    );
    expect(
      await number(
        db,
        sql`select count(*)::int as n from banners b left join categories c on c.id = b.category_id
        where b.display_type <> 'carousel' and (c.level is distinct from 1 or b.link <> '/categories/' || c.slug)`,
      ),
    ).toBe(0);
  });

  it('has the coupons checkout tests rely on', async () => {
    const rows = await db.select().from(coupons);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('WELCOME10')).toMatchObject({
      type: 'percentage',
      value: 10,
      maxDiscount: 200,
      minOrderValue: 499,
      isActive: true,
    });
    expect(byCode.get('FLAT100')).toMatchObject({ type: 'flat', value: 100, minOrderValue: 999 });
    expect(byCode.get('FESTIVE25')).toMatchObject({
      value: 25,
      maxDiscount: 500,
      minOrderValue: 1499,
      usageLimit: 1000,
      perUserLimit: 1,
    });
    expect(byCode.get('MONSOON15')?.endsAt?.getTime()).toBeLessThan(Date.parse('2026-01-01'));
    expect(rows.some((row) => !row.isActive)).toBe(true);
    expect(rows.some((row) => row.usageLimit !== null && row.usedCount === row.usageLimit)).toBe(
      true,
    );
  });

  it('gives every product complete legal disclosures (issue 16), importers for imports', async () => {
    const rows = await selectRows<{
      name: string;
      own: Record<string, string>;
      sub: Record<string, string> | null;
      top: Record<string, string>;
    }>(
      db,
      sql`select p.name, p.disclosures as own, s.disclosures as sub, c.disclosures as top
        from products p join categories c on c.id = p.category_id
        left join categories s on s.id = p.sub_category_id`,
    );
    expect(rows.length).toBe(summary.products);
    let imported = 0;
    for (const row of rows) {
      const resolved = resolveDisclosures([row.own, row.sub, row.top]);
      const missing = (['countryOfOrigin', 'manufacturer', 'netQuantity'] as const).filter(
        (field) => !resolved[field],
      );
      expect(missing, row.name).toEqual([]);
      if (isImported(resolved.countryOfOrigin)) {
        imported += 1;
        expect(resolved.importer, row.name).toMatch(/Private Limited, .+ \d{6}$/);
      }
    }
    // Earphones, cables, power banks and sunglasses come from abroad; the rest is made here.
    expect(imported).toBeGreaterThan(0);
    expect(imported).toBeLessThan(rows.length / 4);
  });

  it('produces the same rows in another database', async () => {
    await seedCatalogue(second.db);
    expect(await fingerprint(second.db)).toBe(await fingerprint(db));
  });
});

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue();

  it('is a pure function of the code', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('uses 24-hex ids and unique slugs and SKUs', () => {
    const ids = [
      catalogue.categories,
      catalogue.products,
      catalogue.variants,
      catalogue.banners,
      catalogue.coupons,
    ]
      .flat()
      .map((row) => row.id);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const slugs = catalogue.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const skus = catalogue.variants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  // The media module draws every name readCatalogImageName accepts (catalog-images.test.ts).
  it('points every image at a picture the media route can draw', () => {
    const paths = new Set([
      ...catalogue.categories.map((c) => c.image ?? ''),
      ...catalogue.banners.map((b) => b.image),
      ...catalogue.products.flatMap((p) => p.images ?? []),
      ...catalogue.variants.flatMap((v) => v.images ?? []),
    ]);
    for (const path of paths) {
      expect(path.startsWith('/uploads/catalog/')).toBe(true);
      expect(readCatalogImageName(path.slice('/uploads/catalog/'.length)), path).not.toBeNull();
    }
  });

  // Issue 19: a new shop has Hindi for its whole menu, its banners and its best-known products.
  it('gives every category and banner, and the home page’s products, their Hindi texts', () => {
    for (const category of catalogue.categories) {
      expect(category.translations?.hi?.name, category.slug).toMatch(/[\u0900-\u097f]/);
      expect(category.translations?.hi?.description, category.slug).toMatch(/[\u0900-\u097f]/);
    }
    for (const banner of catalogue.banners) {
      const hi = banner.translations?.hi;
      for (const text of [hi?.title, hi?.subtitle, hi?.description, hi?.buttonText])
        expect(text, banner.title).toMatch(/[\u0900-\u097f]/);
    }
    const flagged = catalogue.products.filter((p) => p.isFeatured || p.isTrending);
    for (const product of flagged)
      expect(product.translations?.hi?.name, product.name).toMatch(/[\u0900-\u097f]/);
    const named = catalogue.products.filter((p) => p.translations?.hi?.name);
    expect(named.length).toBeGreaterThanOrEqual(flagged.length + 40);
    // No placeholder left unfilled, and stored composed as search reads it.
    for (const product of named) {
      const name = product.translations?.hi?.name ?? '';
      expect(name).not.toMatch(/[{}]/);
      expect(name).toBe(name.normalize('NFC'));
    }
  });

  it('shows colour choices only for goods that have them', () => {
    for (const product of catalogue.products) {
      const colours = new Set(
        catalogue.variants.filter((v) => v.productId === product.id).map((v) => v.color),
      );
      if (colours.has('Default')) expect(product.displayFilters).toEqual(['size']);
      else expect(product.displayFilters).toEqual(['color', 'size']);
      expect(product.images).toEqual(
        catalogue.variants.find((v) => v.productId === product.id)?.images,
      );
    }
  });
});
