import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductWithSoldOutSize } from '../support/api';
import { openShop, type Session } from '../support/browser';

/**
 * Issue 3 journey: home -> category menu -> listing -> filter by brand and size -> sort by
 * price -> page 2 -> product -> pick colour and size -> a sold-out size is disabled.
 * Men's shirts and tees by Chennai Cottons and Paisa Vasool Basics in size M: 21 in the seed.
 */
describe('a shopper browses, filters and picks a product', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openShop();
  });
  afterAll(() => s.close());

  const params = () => new URL(s.page.url()).searchParams;

  it('sees the carousel, trending and featured products on the home page', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('region', { name: 'Offers' }).waitFor();
    await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThanOrEqual(8);
  });

  it('opens a category from the menu and filters by brand and size', async () => {
    const { page } = s;
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('link', { name: 'Men', exact: true }).hover();
    await page.getByRole('list', { name: 'Men subcategories' }).waitFor();
    await menu.getByRole('link', { name: 'Men', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'men');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();

    const brand = page.getByRole('group', { name: 'Brand' });
    // The filters live in the address: a tick navigates, then the box shows it.
    await brand.getByRole('checkbox', { name: /^Chennai Cottons/ }).click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').length === 1);
    await brand.getByRole('checkbox', { name: /^Paisa Vasool Basics/ }).click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').length === 2);
    const size = page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^M\b/ });
    await size.click();
    await page.waitForURL((url) => url.searchParams.get('size') === 'M');
    await expect.poll(() => size.isChecked()).toBe(true);
    await page.getByText('Showing 1 to 12 of 21 products').waitFor();
  });

  it('sorts by price and goes to page 2', async () => {
    const { page } = s;
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.getByText('Showing 13 to 21 of 21 products').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    expect(params().get('page')).toBe('2');
    // The filters survive a reload.
    await page.reload();
    await page.getByText('Showing 13 to 21 of 21 products').waitFor();
  });

  it('opens a product from the results', async () => {
    const { page } = s;
    const firstName = page.locator('main article h3 a').first();
    const name = (await firstName.textContent())?.trim() ?? '';
    await firstName.click();
    await page.waitForURL(/\/products\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('picks a colour and a size; a sold-out size cannot be chosen', async () => {
    const { page } = s;
    const target = await findProductWithSoldOutSize();
    await page.goto(`/products/${target.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: target.colour, exact: true }).click();
    const sizes = page.getByRole('group', { name: /^Size/ });
    const soldOut = sizes.getByRole('button', { name: new RegExp(`^${target.soldOut}\\b`) });
    await expect.poll(() => soldOut.isDisabled()).toBe(true);
    expect(await soldOut.textContent()).toContain('(Out of Stock)');
    const inStock = sizes.getByRole('button', { name: new RegExp(`^${target.inStock}\\b`) });
    await inStock.click();
    expect(await inStock.getAttribute('aria-pressed')).toBe('true');
    // The product's own button comes first; related products below have theirs.
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
    expect(await addToCart.isEnabled()).toBe(true);
  });
});
