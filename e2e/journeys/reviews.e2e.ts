import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_REVIEWS_ADMIN_PHONE } from '../support/admin-phone';
import { apiGet, latestCode, apiCall } from '../support/api';
import { openShop, type Session } from '../support/browser';

/** A valid 1 x 1 PNG: the upload checks the file's content, not its name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface SessionData {
  accessToken: string;
  user: unknown;
}

async function signUp(phone: string, name: string): Promise<SessionData> {
  await apiCall('POST', '/auth/send-otp', { phone });
  const otp = await latestCode(phone);
  return apiCall<SessionData>('POST', '/auth/verify-otp', { phone, otp, name });
}

interface Listed {
  _id: string;
  name: string;
  variants: { _id: string; size: string; stock: number }[];
}

/**
 * Issue 18 journey: the owner delivers a shopper's order from /admin; the buyer reviews the
 * product with a photo and a fit answer and sees it on the product page and the stars on its
 * card; the owner hides it in /admin and it is gone from the page.
 */
describe('a buyer reviews a delivered product, and the owner moderates it', () => {
  let owner: Session;
  let buyer: Session;
  let product: Listed;
  let orderId = '';

  beforeAll(async () => {
    owner = await openShop();
    buyer = await openShop({ width: 375, height: 800 });
  });
  afterAll(async () => {
    await owner.close();
    await buyer.close();
  });

  it('delivers an order from /admin', async () => {
    // Worn things ask about fit: a stocked product from the Women category.
    const { products } = await apiGet<{ products: Listed[] }>('/products?category=women&limit=60');
    const found = products.find((p) => (p.variants[0]?.stock ?? 0) > 2);
    expect(found).toBeDefined();
    product = found!;
    const variant = product.variants[0]!;

    const shopper = await signUp(`7${String(Date.now()).slice(-9)}`, 'Meera Iyer');
    await apiCall(
      'POST',
      '/cart/add',
      { product: product._id, variantId: variant._id, size: variant.size, quantity: 1 },
      shopper.accessToken,
    );
    const placed = await apiCall<{ order: { orderId: string } }>(
      'POST',
      '/orders/create',
      {
        shippingAddress: {
          name: 'Meera Iyer',
          phone: '9876512345',
          addressLine1: '4 Church Street',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        paymentMethod: 'COD',
      },
      shopper.accessToken,
    );
    orderId = placed.order.orderId;
    await buyer.page.goto('/');
    await buyer.page.evaluate((session) => {
      localStorage.setItem('authToken', session.accessToken);
      localStorage.setItem('user', JSON.stringify(session.user));
    }, shopper);

    const admin = await signUp(E2E_REVIEWS_ADMIN_PHONE, 'Farah Khan');
    const { page } = owner;
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('adminToken', token), admin.accessToken);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('button', { name: 'Ship order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Ship order/ });
    await dialog.getByLabel('Carrier').fill('Blue Dart');
    await dialog.getByLabel('Tracking number').fill('BD123456789IN');
    await dialog.getByLabel('Location').fill('Bengaluru hub');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByRole('button', { name: 'Mark as delivered' }).click();
    await page.getByText('Delivered', { exact: true }).first().waitFor();
  });

  it('reviews the product with a photo and a fit answer, on a phone', async () => {
    const { page } = buyer;
    await page.goto(`/products/${product._id}`);
    // The reviews load as the shopper scrolls to them (decision 030).
    await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await page.getByText('No reviews yet.').waitFor();
    await page.getByRole('button', { name: 'Write a review' }).click();
    // The stars are the radios' visible labels (the radios themselves are visually hidden).
    await page
      .locator('label')
      .filter({ hasText: /^★4 stars$/ })
      .click();
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Title').fill('Lovely colour');
    await page.getByLabel('Your review').fill('Soft fabric, the colour is as shown.');
    await page.getByLabel('True to size').check();
    await page.getByLabel('Photos (up to 3)').setInputFiles({
      name: 'kurta.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await page.getByRole('img', { name: 'Your photo 1' }).waitFor();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thank you for your review!').waitFor();

    await page.getByRole('heading', { name: 'Lovely colour' }).waitFor();
    await page.getByText('Verified buyer').waitFor();
    await page.getByText('Most buyers say: true to size').waitFor();
    await page.getByRole('img', { name: /^Photo 1 from Meera's review/ }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('article').filter({ hasText: product.name }).first();
    await card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).waitFor();
  });

  it('hides the review in /admin and it is gone from the product page', async () => {
    const { page } = owner;
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await page.getByLabel('Reason for hiding Lovely colour').fill('Photo shows another product');
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    // Decided: it leaves the 'new' queue, and the 'hidden' one shows it with the reason.
    await page.getByText('Review hidden').waitFor();
    await page.getByText('No reviews in this queue').waitFor();
    await page.goto('/admin/reviews?queue=hidden');
    await page.getByText('Photo shows another product').waitFor();

    await buyer.page.goto(`/products/${product._id}`);
    await buyer.page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await buyer.page.getByText('No reviews yet.').waitFor();
    expect(await buyer.page.getByRole('heading', { name: 'Lovely colour' }).count()).toBe(0);
  });
});
