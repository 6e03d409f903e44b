import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Session } from '../support/browser';

/** Issue 13: search that understands what Indian shoppers type, on the seeded shop. */
describe('a shopper searches the way they talk', () => {
  let s: Session;

  beforeAll(async () => {
    s = await openShop();
  });
  afterAll(() => s.close());

  it('types "red sar", picks the suggestion, and sees red sarees with the red picture first', async () => {
    const { page } = s;
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('red sar');
    const suggestion = page.getByRole('option', { name: /red sarees/ });
    await suggestion.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'red sarees');
    await page.getByText(/\d+ products? found/).waitFor();
    // Seed pictures carry their colour: maroon 800000, wine 722f37, red c62828. Each card's
    // main picture (its first image) is the red one.
    const pictures = await page
      .getByRole('region', { name: 'Products' })
      .locator('li')
      .evaluateAll((items) =>
        items.flatMap((item) => item.querySelector('img')?.getAttribute('src') ?? []),
      );
    expect(pictures.length).toBeGreaterThan(3);
    for (const src of pictures) expect(src).toMatch(/800000|722f37|c62828/);
  });

  it('offers recent searches with the keyboard before anything is typed', async () => {
    const { page } = s;
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    // The pointer still rests where the suggestion was clicked: move it off the list.
    await page.mouse.move(0, 0);
    await box.fill('');
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.waitFor();
    await box.press('ArrowDown');
    const first = recent.getByRole('option').first();
    const firstId = await first.getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(firstId);
    await box.press('Enter');
    await page.getByText('Results for “red sarees”').waitFor();
    expect(await box.inputValue()).toBe('red sarees');
  });

  it('shows price words as a chip: "kurta under 1000"', async () => {
    const { page } = s;
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('kurta under 1000');
    await box.press('Enter');
    const chip = page.getByRole('button', { name: 'Remove price filter: Under ₹1,000' });
    await chip.waitFor();
    await page.getByText(/\d+ products found/).waitFor();
    await chip.click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'kurta');
  });

  it('answers a nonsense word with did-you-mean and popular products', async () => {
    const { page } = s;
    await page.goto('/products?search=sarees%20jhumkazz');
    await page.getByRole('heading', { name: 'No Products Found' }).waitFor();
    const didYouMean = page.getByRole('button', { name: 'saree', exact: true });
    await didYouMean.waitFor();
    await page.getByRole('heading', { name: /Popular in/ }).waitFor();
    await didYouMean.click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'saree');
    await page.getByText(/\d+ products found/).waitFor();
  });

  it('suggests in the mobile menu too, at 375 px', async () => {
    const mobile = await openShop({ width: 375, height: 740 });
    try {
      const { page } = mobile;
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const box = page.getByRole('combobox', { name: 'Search products' }).last();
      await box.fill('kurt');
      const option = page.getByRole('option').first();
      await option.waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
      await option.click();
      await page.waitForURL((url) => /^\/products/.test(url.pathname));
    } finally {
      await mobile.close();
    }
  });
});
