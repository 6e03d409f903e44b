import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiGetAs, findStockedProducts, latestCode } from '../support/api';
import { openShop, type Session } from '../support/browser';

interface CartAnswer {
  cart: {
    items: { _id: string; product: string; size: string; quantity: number; price: number }[];
  };
}
interface SummaryAnswer {
  subtotal: number;
  couponDiscount: number;
  total: number;
  appliedCoupon: { code: string } | null;
}
interface WishlistAnswer {
  wishlist: { items: { product: { _id: string } }[] };
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * Issue 5 journey: as a guest add two products (one twice) and save a third, sign up with a
 * fresh number (the code read from the development SMS outbox), find all of it merged on the
 * server, apply WELCOME10, change a quantity, save a line for later, move it back and remove a
 * line, with the header badge and the Order Summary checked against the server at every step.
 */
describe('a guest fills a cart, signs in and finishes it as a member', () => {
  let s: Session;
  let token = '';
  const phone = `8${String(Date.now()).slice(-9)}`;
  let products: Awaited<ReturnType<typeof findStockedProducts>>;

  beforeAll(async () => {
    s = await openShop();
    // ₹250 or more each, so two of one and one of another pass WELCOME10's ₹499 minimum.
    products = await findStockedProducts(3, 5, 250);
  });
  afterAll(() => s.close());

  const badge = (page: Page) => page.getByTestId('cart-badge');
  // The product page's own buttons come before those of the related products' cards.
  const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' }).first();
  const line = (page: Page, name: string) =>
    page.getByRole('region', { name: 'Cart items' }).getByRole('listitem', { name, exact: true });

  async function addFromProductPage(page: Page, id: string, name: string) {
    await page.goto(`/products/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await addToCart(page).click();
    await page.getByText('Added to cart').last().waitFor();
  }

  /** The badge and the Order Summary show what the server cart holds now. */
  async function expectTotalsMatchServer(page: Page) {
    await expect
      .poll(async () => {
        const { cart } = await apiGetAs<CartAnswer>('/cart', token);
        const summary = await apiGetAs<SummaryAnswer>('/cart/summary', token);
        const units = cart.items.reduce((sum, item) => sum + item.quantity, 0);
        const subtotal = cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const shown = {
          badge: (await badge(page).count()) ? await badge(page).textContent() : '0',
          subtotal: await page.getByTestId('summary-subtotal').textContent(),
          total: await page.getByTestId('summary-total').textContent(),
        };
        return (
          shown.badge === String(units) &&
          summary.subtotal === subtotal &&
          shown.subtotal === rupees(subtotal) &&
          shown.total === rupees(subtotal - summary.couponDiscount + 2)
        );
      })
      .toBe(true);
  }

  it('adds two products as a guest, one of them twice, and saves a third', async () => {
    const { page } = s;
    const [first, second, third] = products;
    await addFromProductPage(page, first!.id, first!.name);
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await addToCart(page).click();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await addFromProductPage(page, second!.id, second!.name);
    await expect.poll(() => badge(page).textContent()).toBe('3');

    await page.goto(`/products/${third!.id}`);
    await page.getByRole('heading', { level: 1, name: third!.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Wishlist' }).first().click();
    await page.getByRole('button', { name: 'Remove from Wishlist' }).first().waitFor();

    await page.goto('/cart');
    await line(page, first!.name).waitFor();
    const expected = first!.price * 2 + second!.price;
    expect(await page.getByTestId('summary-subtotal').textContent()).toBe(rupees(expected));
    expect(await page.getByTestId('summary-total').textContent()).toBe(rupees(expected + 2));
  });

  it('signs up and finds the cart and wishlist merged on the server', async () => {
    const { page } = s;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Kavya Rao');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await page.getByLabel('OTP').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    expect(token).not.toBe('');

    const { cart } = await apiGetAs<CartAnswer>('/cart', token);
    const quantities = Object.fromEntries(cart.items.map((item) => [item.product, item.quantity]));
    expect(quantities).toEqual({ [products[0]!.id]: 2, [products[1]!.id]: 1 });
    const { wishlist } = await apiGetAs<WishlistAnswer>('/wishlist', token);
    expect(wishlist.items.map((item) => item.product._id)).toEqual([products[2]!.id]);
    expect(await page.evaluate(() => localStorage.getItem('localCart'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('localWishlist'))).toBeNull();
    await expect.poll(() => badge(page).textContent()).toBe('3');
  });

  it('applies WELCOME10 and shows the discount in the Order Summary', async () => {
    const { page } = s;
    await page.goto('/cart');
    await page.getByRole('region', { name: 'Saved for Later (1)' }).waitFor();
    await page.getByLabel('Coupon code').fill(' welcome10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).waitFor();
    const summary = await apiGetAs<SummaryAnswer>('/cart/summary', token);
    expect(summary.appliedCoupon?.code).toBe('WELCOME10');
    expect(summary.couponDiscount).toBe(Math.min(200, Math.floor(summary.subtotal / 10)));
    expect(await page.getByTestId('summary-discount').textContent()).toBe(
      `−${rupees(summary.couponDiscount)}`,
    );
    await expectTotalsMatchServer(page);
  });

  it('changes a quantity', async () => {
    const { page } = s;
    const second = line(page, products[1]!.name);
    await second.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => second.getByRole('group').textContent()).toBe('2');
    await expectTotalsMatchServer(page);
    await expect.poll(() => badge(page).textContent()).toBe('4');
  });

  it('saves a line for later and moves it back', async () => {
    const { page } = s;
    const firstName = products[0]!.name;
    await line(page, firstName).getByRole('button', { name: 'Save for Later' }).click();
    const saved = page.getByRole('region', { name: 'Saved for Later (2)' });
    await saved.waitFor();
    await expect.poll(() => line(page, firstName).count()).toBe(0);
    await expectTotalsMatchServer(page);
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await saved
      .getByRole('listitem', { name: firstName, exact: true })
      .getByRole('button', { name: 'Move to Cart' })
      .click();
    await page.getByRole('region', { name: 'Saved for Later (1)' }).waitFor();
    await line(page, firstName).waitFor();
    await expectTotalsMatchServer(page);
    await expect.poll(() => badge(page).textContent()).toBe('3');
  });

  it('removes a line', async () => {
    const { page } = s;
    await line(page, products[1]!.name).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => line(page, products[1]!.name).count()).toBe(0);
    await expectTotalsMatchServer(page);
    await expect.poll(() => badge(page).textContent()).toBe('1');
  });

  it('fits a 375 px wide phone', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
