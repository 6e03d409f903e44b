import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_STOCK_ADMIN_PHONE } from '../support/admin-phone';
import { apiGet, latestCode, apiCall } from '../support/api';
import { openShop, type Session } from '../support/browser';

interface Variant {
  _id: string;
  color: string;
  size: string;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  variants: Variant[];
  displayFilters: string[];
}

/** The shop's rule (decision 012): the first in-stock variant of the first colour with one. */
function firstBuyable(product: Product): Variant | undefined {
  const colours = [...new Set(product.variants.map((v) => v.color))];
  for (const colour of colours) {
    const found = product.variants.find((v) => v.color === colour && v.stock > 0);
    if (found) return found;
  }
  return undefined;
}

/**
 * Products whose first variant is sold out while a later one of the same colour has at least
 * `minStock` (so a cart line of 2 can be made and then outgrow the stock), with a name the
 * search finds on its own.
 */
async function findSoldOutFirst(
  minStock: number,
): Promise<{ product: Product; buyable: Variant }[]> {
  const found: { product: Product; buyable: Variant }[] = [];
  for (let page = 1; page <= 10; page++) {
    const { products } = await apiGet<{ products: Product[] }>(`/products?limit=60&page=${page}`);
    for (const product of products) {
      const first = product.variants[0];
      const buyable = firstBuyable(product);
      if (!first || first.stock > 0 || !buyable || buyable.color !== first.color) continue;
      if (buyable.stock < minStock || !/size/i.test(product.displayFilters.join(' ') || 'size'))
        continue;
      found.push({ product, buyable });
    }
    if (products.length < 60) break;
  }
  if (found.length < 2)
    throw new Error('the seed has too few products whose first size is sold out');
  return found;
}

/**
 * Issue 20 journey, on a 375 px phone: the list page's Add to Cart and the product page choose
 * an in-stock size when the first is sold out; the owner lowers a variant's stock in /admin
 * below a cart line's quantity and the cart says so and holds checkout with the reason; a
 * subcategory is reached from the phone menu.
 */
describe('a phone shopper is never offered what the shop cannot sell', () => {
  let shopper: Session;
  let picks: Awaited<ReturnType<typeof findSoldOutFirst>>;

  beforeAll(async () => {
    shopper = await openShop({ width: 375, height: 812 });
    picks = await findSoldOutFirst(3);
  });
  afterAll(() => shopper.close());

  it('adds an in-stock size from the list when the first size is sold out', async () => {
    const { page } = shopper;
    const { product, buyable } = picks[0]!;
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.locator('article', {
      has: page.getByRole('link', { name: product.name, exact: true }),
    });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('localCart') ?? '[]'));
    expect(cart).toMatchObject([
      { productId: product._id, variantId: buyable._id, size: buyable.size },
    ]);
    await page.screenshot({ path: '/tmp/i20-list-add.png' });
  });

  it('opens a product whose first size is sold out on an in-stock size', async () => {
    const { page } = shopper;
    const { product, buyable } = picks[1]!;
    await page.goto(`/products/${product._id}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    await expect
      .poll(() =>
        sizes.getByRole('button', { name: buyable.size, exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    // The first 'Add to Cart' is the product's own; related products' cards follow.
    expect(await page.getByRole('button', { name: 'Add to Cart' }).first().isEnabled()).toBe(true);
    await page.screenshot({ path: '/tmp/i20-product.png', fullPage: true });
  });

  it('marks a cart line whose stock fell below its quantity and holds checkout', async () => {
    const { page } = shopper;
    const { product, buyable } = picks[0]!;
    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: product.name });
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.locator('output').textContent()).toBe('2');

    // The owner counts one left and records it in the back office.
    await apiCall('POST', '/auth/send-otp', { phone: E2E_STOCK_ADMIN_PHONE });
    const otp = await latestCode(E2E_STOCK_ADMIN_PHONE);
    const { accessToken } = await apiCall<{ accessToken: string }>('POST', '/auth/verify-otp', {
      phone: E2E_STOCK_ADMIN_PHONE,
      otp,
      name: 'Ravi Menon',
    });
    const owner = await openShop();
    try {
      await owner.page.goto('/admin');
      await owner.page.evaluate((token) => localStorage.setItem('adminToken', token), accessToken);
      await owner.page.goto(`/admin/products/${product._id}`);
      await owner.page
        .getByRole('button', { name: `Adjust stock of ${buyable.color} / ${buyable.size}` })
        .click();
      const dialog = owner.page.getByRole('dialog');
      await dialog.getByLabel('Change').fill(String(1 - buyable.stock));
      await dialog.getByLabel('Reason').fill('Stock count: one left');
      await dialog.getByRole('button', { name: 'Save change' }).click();
      await owner.page.getByText(`is now 1`).waitFor();
    } finally {
      await owner.close();
    }

    await page.reload();
    const stale = page.getByRole('listitem', { name: product.name });
    await stale.getByTestId('line-stock').getByText('Only 1 left').waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).count()).toBe(0);
    await page.getByRole('alert').getByText(`reduce the quantity to 1`, { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/i20-cart.png', fullPage: true });
  });

  it('reaches a subcategory from the phone menu', async () => {
    const { page } = shopper;
    const { categories } = await apiGet<{
      categories: { name: string; slug: string; children: { name: string; slug: string }[] }[];
    }>('/categories/tree');
    const top = categories.find((category) => category.children.length > 0)!;
    const child = top.children[0]!;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Shop by category' });
    await menu.getByText(top.name, { exact: true }).click();
    await menu.getByRole('link', { name: child.name, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/products' &&
        url.searchParams.get('category') === top.slug &&
        url.searchParams.get('subcategory') === child.slug,
    );
    await page.screenshot({ path: '/tmp/i20-menu.png' });
  });
});
