import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { selectRows } from '../../db/rows';
import { categories, products } from '../../db/schema';
import { visibleProduct } from '../../db/visible-product';

const ORIGIN = 'https://shop.example.in';

/** Every <loc> of an XML answer. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  let hiddenProductId: string;
  let hiddenCategorySlug: string;

  beforeAll(async () => {
    // 50 products a file, so the seeded catalogue spreads over several files.
    t = await buildTestApp({
      seed: true,
      env: { PUBLIC_URL: ORIGIN, SITEMAP_PAGE_SIZE: '50' },
    });
    const db = t.database.db;
    const [first] = await db.select({ id: products.id }).from(products).limit(1);
    hiddenProductId = first?.id ?? '';
    await db.update(products).set({ isActive: false }).where(eq(products.id, hiddenProductId));
    const [child] = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(sql`${categories.parentId} IS NOT NULL`)
      .limit(1);
    hiddenCategorySlug = child?.slug ?? '';
    await db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.id, child?.id ?? ''));
  });
  afterAll(() => t.close());

  it('robots.txt points crawlers at the sitemap index and keeps them out of private pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/checkout$/m);
    expect(res.body).toMatch(/^Disallow: \/hi\/checkout$/m);
    expect(res.body).not.toMatch(/^Disallow: \/hi\/api/m);
  });

  it('lists every product a shopper can see exactly once across the files, with lastmod', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    expect(files[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    const productFiles = files.filter((file) => /\/sitemaps\/products-\d+\.xml$/.test(file));

    const visible = await selectRows<{ id: string }>(
      t.database.db,
      sql`SELECT p.id FROM products p WHERE ${visibleProduct('p')}`,
    );
    expect(visible.length).toBeGreaterThan(100);
    expect(productFiles).toHaveLength(Math.ceil(visible.length / 50));

    const listed: string[] = [];
    for (const file of productFiles) {
      const res = await t.app.inject({ method: 'GET', url: file.slice(ORIGIN.length) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
      listed.push(...locs(res.body));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(visible.map((row) => `${ORIGIN}/products/${row.id}`).sort());
    expect(listed).not.toContain(`${ORIGIN}/products/${hiddenProductId}`);
  });

  it('lists home, the product listing and every category a shopper can open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    const pages = locs(res.body);
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/products`);
    expect(pages).toContain(`${ORIGIN}/categories/men`);
    expect(pages).not.toContain(`${ORIGIN}/categories/${hiddenCategorySlug}`);
    // Issue 19: each page names its Hindi twin and the English one as x-default.
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/products</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/products"/><xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/products"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products"/></url>`,
    );
    expect(res.body).toContain(`hreflang="hi" href="${ORIGIN}/hi"/>`);
    expect(res.body).toContain(`hreflang="hi" href="${ORIGIN}/hi/categories/men"/>`);
  });

  it('answers a file past the last one, or a name it does not make, with a 404', async () => {
    for (const url of [
      '/sitemaps/products-999.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/x.xml',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
