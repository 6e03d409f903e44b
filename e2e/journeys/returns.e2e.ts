import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInIndia } from '@shop/contracts';
import { E2E_RETURNS_ADMIN_PHONE } from '../support/admin-phone';
import { apiCall, apiGet, latestCode } from '../support/api';
import type { Page } from 'playwright-core';
import { openShop, type Session } from '../support/browser';

interface CatalogueProduct {
  _id: string;
  name: string;
  nonReturnable: boolean;
  variants: { _id: string; color: string; size: string; stock: number; price: number }[];
}

async function signInByApi(phone: string, name: string): Promise<string> {
  await apiCall('POST', '/auth/send-otp', { phone });
  const data = await apiCall<{ accessToken: string }>('POST', '/auth/verify-otp', {
    phone,
    otp: await latestCode(phone),
    name,
  });
  return data.accessToken;
}

/**
 * Two returnable products: one with two sizes of its first variant's colour in stock (the
 * exchange), and another (the return).
 */
type Variant = CatalogueProduct['variants'][number];

/**
 * A size the first one can be exchanged for: same colour, another size, in stock, and the same
 * price (an exchange never changes what was paid). The admin journey's kurta, listed first when
 * that journey ran before this one, prices its sizes apart.
 */
function exchangeableFor(first: Variant, other: Variant): boolean {
  return (
    other.color === first.color &&
    other.size !== first.size &&
    other.price === first.price &&
    other.stock >= 3
  );
}

async function pickProducts() {
  const { products } = await apiGet<{ products: CatalogueProduct[] }>('/products?limit=60');
  const returnable = products.filter((product) => !product.nonReturnable);
  const exchange = returnable.find((product) => {
    const first = product.variants[0];
    return first && first.stock >= 3 && product.variants.some((v) => exchangeableFor(first, v));
  });
  const other = returnable.find(
    (product) => product !== exchange && (product.variants[0]?.stock ?? 0) >= 3,
  );
  if (!exchange || !other) throw new Error('the seed has no two returnable stocked products');
  const first = exchange.variants[0]!;
  const newSize = exchange.variants.find((v) => exchangeableFor(first, v))!.size;
  return { exchange, newSize, other };
}

/** A cash-on-delivery order of one unit of each product's first variant, placed by API. */
async function placeCodOrder(token: string, products: CatalogueProduct[]): Promise<string> {
  for (const product of products) {
    const variant = product.variants[0]!;
    await apiCall(
      'POST',
      '/cart/add',
      { product: product._id, variantId: variant._id, size: variant.size, quantity: 1 },
      token,
    );
  }
  const placed = await apiCall<{ order: { orderId: string } }>(
    'POST',
    '/orders/create',
    {
      paymentMethod: 'COD',
      shippingAddress: {
        name: 'Kavya Nair',
        phone: '9876501234',
        addressLine1: '4 Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682031',
      },
    },
    token,
  );
  return placed.order.orderId;
}

/** The owner takes an order from placed to delivered in /admin. */
async function deliverFromAdmin(page: Page, orderId: string, trackingNumber: string) {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await page.getByRole('button', { name: 'Start processing' }).click();
  await page.getByRole('button', { name: 'Ship order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Ship order/ });
  await dialog.getByLabel('Carrier').fill('Blue Dart');
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await page.getByText('Delivered', { exact: true }).first().waitFor();
}

/**
 * Issue 15 journey: the owner delivers an order from /admin; the shopper asks for a size
 * exchange of one item and a return of the other; the owner processes both in /admin; the
 * shopper sees the refund and the exchange's tracking on the order.
 */
describe('returns and size exchanges', () => {
  let shopper: Session;
  let admin: Session;
  const phone = `7${String(Date.now()).slice(-9)}`;
  let orderId = '';
  let token = '';
  let picked: Awaited<ReturnType<typeof pickProducts>>;

  beforeAll(async () => {
    shopper = await openShop({ width: 375, height: 800 });
    admin = await openShop();
  });
  afterAll(async () => {
    await shopper.close();
    await admin.close();
  });

  it('delivers an order from /admin', async () => {
    picked = await pickProducts();
    token = await signInByApi(phone, 'Kavya Nair');
    orderId = await placeCodOrder(token, [picked.exchange, picked.other]);
    await shopper.page.goto('/');
    await shopper.page.evaluate((value) => localStorage.setItem('authToken', value), token);

    const { page } = admin;
    const adminToken = await signInByApi(E2E_RETURNS_ADMIN_PHONE, 'Farah Khan');
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('adminToken', value), adminToken);
    await deliverFromAdmin(page, orderId, 'BD5566778899');
  });

  it('asks for a size exchange of one item and a return of the other', async () => {
    const { page } = shopper;
    await page.goto(`/orders/${orderId}`);
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    await section.getByText('30 days left to return or exchange').waitFor();
    const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });

    await row(picked.exchange.name).getByRole('button', { name: 'Return or exchange' }).click();
    let dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    await dialog.getByLabel('Exchange for another size').check();
    await dialog.getByLabel('New size').selectOption({ label: picked.newSize });
    await dialog.getByLabel('Reason').selectOption({ label: 'Size too small' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await row(picked.other.name).getByRole('button', { name: 'Return or exchange' }).click();
    dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Changed my mind' });
    await dialog.getByLabel('UPI id').fill('kavya.nair@okaxis');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => section.getByRole('list', { name: 'Request timeline' }).count())
      .toBe(2);
  });

  it('processes both in /admin', async () => {
    const { page } = admin;
    // Three days from today in India: a pickup is never booked for a day gone by.
    const pickupDay = dayInIndia(new Date(), 3);
    await page.goto('/admin/returns');
    const table = page.getByRole('table', { name: 'Return and exchange requests, newest first' });
    for (const name of [picked.exchange.name, picked.other.name]) {
      const row = table.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: 'Approve' }).click();
      await row.getByLabel(/^Pickup date/).fill(pickupDay);
      await row.getByRole('button', { name: 'Schedule pickup' }).click();
      await row.getByRole('button', { name: 'Mark picked up' }).click();
      await row.getByRole('button', { name: 'Mark received' }).click();
      await row.getByRole('button', { name: 'Quality check passed' }).click();
    }
    const exchangeRow = table.getByRole('row').filter({ hasText: picked.exchange.name });
    await exchangeRow.getByLabel(/^Carrier/).fill('Delhivery');
    await exchangeRow.getByLabel(/^Tracking number/).fill('DL4455667788');
    await exchangeRow.getByRole('button', { name: 'Ship exchange' }).click();
    await exchangeRow.getByText('Exchange shipped').waitFor();
    const returnRow = table.getByRole('row').filter({ hasText: picked.other.name });
    await returnRow.getByLabel(/^Transfer reference/).fill('UTR998877');
    await returnRow.getByRole('button', { name: /^Record payout of ₹/ }).click();
    // A refund asks first, naming the amount and where it went.
    const confirm = page.getByRole('dialog', { name: /^Record payout of ₹.*\?$/ });
    await confirm.getByRole('button', { name: /^Record payout of ₹/ }).click();
    await returnRow.getByText('Refunded').waitFor();
    // The owner downloads the refund's credit note from the queue.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      returnRow.getByRole('button', { name: /^Download credit note CN\// }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows the refund and the exchange's tracking on the order", async () => {
    const { page } = shopper;
    await page.goto(`/orders/${orderId}`);
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    await section.getByText(/Refund: ₹[\d,.]+ to ka\*+@okaxis \(reference UTR998877\)/).waitFor();
    await section.getByText('DL4455667788', { exact: true }).waitFor();
    // The order was invoiced when it shipped: the refund issued a credit note of its own.
    await section.getByRole('button', { name: /^Download credit note CN\// }).waitFor();
    await page.getByRole('button', { name: 'Track Order' }).click();
    const track = page.getByRole('dialog', { name: 'Track Your Order' });
    await track
      .getByText(/Exchange shipped with Delhivery \(tracking number DL4455667788\)/)
      .waitFor();
  });

  it('returns two items of another order in one request', async () => {
    const products = [picked.other, picked.exchange];
    const second = await placeCodOrder(token, products);
    await deliverFromAdmin(admin.page, second, 'BD5566778800');

    const { page } = shopper;
    await page.goto(`/orders/${second}`);
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    const row = section.getByRole('listitem').filter({ hasText: picked.other.name });
    await row.getByRole('button', { name: 'Return or exchange' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    // The item clicked is ticked; the shopper ticks the other one too.
    const other = dialog.getByRole('checkbox', { name: new RegExp(picked.exchange.name) });
    expect(await other.isChecked()).toBe(false);
    await other.check();
    await dialog.getByLabel('Reason').selectOption({ label: 'Changed my mind' });
    await dialog.getByLabel('UPI id').fill('kavya.nair@okaxis');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => section.getByRole('list', { name: 'Request timeline' }).count())
      .toBe(1);
    const { returns } = await apiCall<{ returns: { lines: { name: string; kind: string }[] }[] }>(
      'GET',
      `/orders/${second}/returns`,
      undefined,
      token,
    );
    expect(returns).toHaveLength(1);
    expect(returns[0]?.lines.map((line) => line.name).sort()).toEqual(
      products.map((product) => product.name).sort(),
    );
  });
});
