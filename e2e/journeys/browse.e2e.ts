import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Session } from '../support/browser';

/** Foundation journey: a new visitor opens the shop, finds the categories, and searches. */
describe('a visitor browses the shop', () => {
  let s: Session;

  beforeAll(async () => {
    s = await openShop();
  });
  afterAll(() => s.close());

  it('sees the header, the category row, the category cards and the footer', async () => {
    const { page } = s;
    await page.goto('/');
    for (const point of ['Fast Delivery', 'Secure Shopping', 'Quality Products', '24/7 Support']) {
      await page.getByText(point, { exact: true }).first().waitFor();
    }
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Men', exact: true }).waitFor();
    await categories.getByRole('link', { name: 'Footwear', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    // Seeded category images are generated SVGs: they must really load.
    const image = page.locator('main img').first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.getByRole('contentinfo').getByText('Quick Links').waitFor();
  });

  it('loads at most 120 kB of compressed JavaScript on the home page (catalogue budget)', async () => {
    const { page } = s;
    await page.goto('/', { waitUntil: 'networkidle' });
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    // Importing anything from a contracts module that builds zod schemas pulls zod (about 25 kB
    // compressed) into the first page: shared constants live in contracts' zod-free modules.
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
  });

  it('opens a category menu on hover and follows a subcategory link', async () => {
    const { page } = s;
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Women', exact: true }).hover();
    const submenu = page.getByRole('list', { name: 'Women subcategories' });
    await submenu.waitFor();
    const firstChild = submenu.locator('a[href*="subcategory="]').first();
    const href = await firstChild.getAttribute('href');
    expect(href).toMatch(/^\/products\?category=women&subcategory=/);
    await firstChild.click();
    await page.waitForURL(/\/products\?category=women&subcategory=/);
  });

  it('searches from the header with trimmed text and ignores empty text', async () => {
    const { page } = s;
    await page.goto('/');
    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search products' })
      .first();
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await search.fill('  kurta  ');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products');
    expect(new URL(page.url()).searchParams.get('search')).toBe('kurta');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
  });

  it('answers an unknown page with the not-found page inside the layout', async () => {
    const { page } = s;
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
