import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PHONE } from '../support/admin-phone';
import { latestCode, apiCall } from '../support/api';
import { openShop, type Session } from '../support/browser';

/** A valid 1 x 1 PNG: the upload checks the file's content, not its name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only, so the shop's search (which leaves numbers out) finds the product by it. */
const stamp = String(Date.now())
  .slice(-8)
  .replace(/\d/g, (digit) => 'bcdfghjkmn'[Number(digit)] ?? 'z');
const bannerTitle = `Monsoon Edit ${stamp}`;
const productName = `Linen Kurta ${stamp}`;

/** A fresh shopper signed up through the development SMS outbox; returns the session. */
async function signUpShopper(phone: string) {
  await apiCall('POST', '/auth/send-otp', { phone });
  const otp = await latestCode(phone);
  return apiCall<{ accessToken: string; user: unknown }>('POST', '/auth/verify-otp', {
    phone,
    otp,
    name: 'Kavya Nair',
  });
}

/**
 * Issue 7 journey: the shop owner signs in to the back office, creates a banner and sees it on
 * the home carousel, adds a product with two variants and sees it in the listing, and ships an
 * order a shopper placed; the shopper then sees 'Shipped', the tracking event and Track Order.
 */
describe('the shop owner runs the shop from the back office', () => {
  let admin: Session;
  let productId = '';
  let orderId = '';
  let shopperSession: { accessToken: string; user: unknown };

  beforeAll(async () => {
    admin = await openShop();
  });
  afterAll(() => admin.close());

  it('signs in with an admin number and a one-time code', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    await page.getByLabel('Mobile number').fill(E2E_ADMIN_PHONE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').fill(await latestCode(E2E_ADMIN_PHONE));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    // The number has never signed in: the console asks for a name and re-sends the same code.
    await page.getByLabel('Full name').fill('Ravi Menon');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText("Today's revenue").waitFor();
    const tokens = await page.evaluate(() => [
      localStorage.getItem('adminToken'),
      localStorage.getItem('authToken'),
    ]);
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBeNull();
  });

  it('creates a banner with an uploaded picture and sees it on the home carousel', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Banners', exact: true }).click();
    await page.getByRole('link', { name: 'New banner' }).click();
    await page.getByLabel('Title', { exact: true }).fill(bannerTitle);
    await page.getByLabel('Subtitle').fill('Fresh linens for the rains');
    await page
      .getByLabel('Upload image')
      .setInputFiles({ name: 'monsoon.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Image' }).inputValue())
      .toMatch(/^\/uploads\/.+\.png$/);
    await page.getByLabel(/^Order/).fill('0');
    await page.getByRole('button', { name: 'Create banner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/banners');
    const firstRow = page.locator('tbody tr').first();
    await firstRow.getByText(bannerTitle).waitFor();

    // Reorder with the buttons: down one place and back up.
    await page.getByRole('button', { name: `Move ${bannerTitle} down` }).click();
    await page.getByText(`Moved ${bannerTitle} down`).waitFor();
    await expect.poll(() => page.locator('tbody tr').nth(1).innerText()).toContain(bannerTitle);
    await page.getByRole('button', { name: `Move ${bannerTitle} up` }).click();
    await page.getByText(`Moved ${bannerTitle} up`).waitFor();
    await expect.poll(() => firstRow.innerText()).toContain(bannerTitle);

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await carousel.getByText(bannerTitle).waitFor();
  });

  it('adds a product with two variants and finds it in the listing', async () => {
    const { page } = admin;
    await page.goto('/admin/products/new');
    await page.getByLabel('Name', { exact: true }).fill(productName);
    await page.getByLabel('Brand', { exact: true }).fill('Monsoon Looms');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Description').fill('A breathable linen kurta for humid days.');
    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByLabel('Colour', { exact: true }).fill('Teal');
    await first.getByLabel('Size').fill('M');
    await first.getByLabel('Price (₹)').fill('1299');
    await first.getByLabel('MRP (₹)').fill('1799');
    await first.getByLabel('Opening stock').fill('12');
    await page.getByRole('button', { name: 'Add variant' }).click();
    const second = page.getByRole('group', { name: 'Variant 2' });
    await second.getByLabel('Colour', { exact: true }).fill('Teal');
    await second.getByLabel('Size').fill('L');
    await second.getByLabel('Price (₹)').fill('1349');
    await second.getByLabel('MRP (₹)').fill('1799');
    await second.getByLabel('Opening stock').fill('8');
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.waitForURL((url) => /^\/admin\/products\/[0-9a-f]{24}$/.test(url.pathname));
    productId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const variants = page.getByRole('table', { name: `Variants of ${productName}` });
    await variants.getByRole('row').nth(2).waitFor();
    expect(await variants.getByRole('row').count()).toBe(3);

    await page.goto(`/admin/products?search=${encodeURIComponent(stamp)}`);
    await page.getByRole('link', { name: productName }).waitFor();

    await page.goto(`/products?search=${encodeURIComponent(productName)}`);
    await page.getByText(productName).first().waitFor();
  });

  it('ships an order a shopper placed', async () => {
    const phone = `8${String(Date.now()).slice(-9)}`;
    shopperSession = await signUpShopper(phone);
    const token = shopperSession.accessToken;
    const product = await apiCall<{ product: { variants: { _id: string; size: string }[] } }>(
      'GET',
      `/products/${productId}`,
    );
    const variant = product.product.variants.find((v) => v.size === 'M');
    expect(variant).toBeDefined();
    await apiCall(
      'POST',
      '/cart/add',
      { product: productId, variantId: variant?._id, size: 'M', quantity: 1 },
      token,
    );
    const placed = await apiCall<{ order: { orderId: string } }>(
      'POST',
      '/orders/create',
      {
        shippingAddress: {
          name: 'Kavya Nair',
          phone: '9876501234',
          addressLine1: '22 Marine Drive',
          city: 'Kochi',
          state: 'Kerala',
          pincode: '682031',
        },
        paymentMethod: 'COD',
      },
      token,
    );
    orderId = placed.order.orderId;

    const { page } = admin;
    await page.goto(`/admin/orders?search=${orderId.slice(-8).toUpperCase()}`);
    await page.getByRole('link', { name: `#${orderId.slice(-8).toUpperCase()}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/orders/${orderId}`);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('button', { name: 'Ship order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Ship order/ });
    await dialog.getByLabel('Carrier').fill('Delhivery');
    await dialog.getByLabel('Tracking number').fill(`DL${stamp.toUpperCase()}IN`);
    await dialog.getByLabel('Location').fill('Kochi hub');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByRole('button', { name: 'Mark as delivered' }).waitFor();
    await page.getByText('Kochi hub').first().waitFor();
  });

  it("shows the shopper 'Shipped', the tracking event and Track Order", async () => {
    const shopper = await openShop();
    try {
      const { page } = shopper;
      await page.goto('/');
      await page.evaluate((session) => {
        localStorage.setItem('authToken', session.accessToken);
        localStorage.setItem('user', JSON.stringify(session.user));
      }, shopperSession);
      await page.goto(`/orders/${orderId}`);
      await page.getByRole('heading', { name: 'Order Details' }).waitFor();
      await page.getByText('Shipped', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Track Order' }).click();
      const tracking = page.getByRole('dialog', { name: 'Track Your Order' });
      await tracking.getByText('Kochi hub').first().waitFor();
    } finally {
      await shopper.close();
    }
  });
});
