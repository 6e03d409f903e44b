import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { E2E_INVOICE_ADMIN_PHONE } from '../support/admin-phone';
import { apiGet, findStockedProducts, latestCode } from '../support/api';
import { openShop, type Session } from '../support/browser';

interface Mail {
  subject: string;
  text: string;
  attachments: string[];
}

async function signInByApi(phone: string, name: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${inject('baseURL')}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/auth/send-otp', { phone });
  const res = await post('/auth/verify-otp', { phone, otp: await latestCode(phone), name });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The dev e-mail outbox, polled until `want` holds: the outbox worker runs every few seconds. */
async function mailsTo(email: string, want: (mails: Mail[]) => boolean): Promise<Mail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { messages } = await apiGet<{ messages: Mail[] }>(
      `/dev/email-outbox?to=${encodeURIComponent(email)}`,
    );
    if (want(messages) || Date.now() > deadline) return messages;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Issue 14 journey: a shopper places an order and its e-mail arrives in the dev outbox; the
 * shop owner ships it from /admin; the shopper downloads the GST tax invoice from the order page.
 */
describe('after the order: e-mail, shipping and the tax invoice', () => {
  let shopper: Session;
  let admin: Session;
  const phone = `7${String(Date.now()).slice(-9)}`;
  const email = `invoice${phone}@example.in`;
  let orderId = '';

  beforeAll(async () => {
    shopper = await openShop({ width: 375, height: 800 });
    admin = await openShop();
  });
  afterAll(async () => {
    await shopper.close();
    await admin.close();
  });

  it('places an order and finds its e-mail in the dev outbox', async () => {
    const { page } = shopper;
    const token = await signInByApi(phone, 'Ananya Iyer');
    const [product] = await findStockedProducts(1);
    const add = await fetch(`${inject('baseURL')}/api/cart/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        product: product!.id,
        variantId: product!.variantId,
        size: product!.size,
        quantity: 1,
      }),
    });
    expect(add.status).toBeLessThan(300);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/checkout');
    const address = page.getByRole('group', { name: 'Deliver to' });
    await address.getByLabel('Email').fill(email);
    await address.getByLabel('Mobile number').fill('9876501234');
    await address.getByLabel('Address', { exact: true }).fill('21 Residency Road');
    await address.getByLabel('City').fill('Bengaluru');
    await address.getByLabel('State').selectOption('Karnataka');
    await address.getByLabel('Pincode').fill('560025');
    await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(orderId).toBeTruthy();

    const number = `#${orderId.slice(-8).toUpperCase()}`;
    const mails = await mailsTo(email, (m) => m.length > 0);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(`^Order ${number} placed - ₹`),
    ]);
    expect(mails[0]!.text).toContain(product!.name);
  });

  it('ships it from /admin', async () => {
    const { page } = admin;
    const token = await signInByApi(E2E_INVOICE_ADMIN_PHONE, 'Ravi Menon');
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('button', { name: 'Ship order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Ship order/ });
    await dialog.getByLabel('Carrier').fill('Blue Dart');
    await dialog.getByLabel('Tracking number').fill('BD7788990011');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByRole('button', { name: 'Mark as delivered' }).waitFor();
    await page.getByRole('button', { name: 'Download invoice' }).waitFor();
    const mails = await mailsTo(email, (m) => m.some((mail) => mail.subject.endsWith('shipped')));
    expect(mails.find((mail) => mail.subject.endsWith('shipped'))!.text).toContain('BD7788990011');
  });

  it('downloads the tax invoice from the order page', async () => {
    const { page } = shopper;
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Tax breakup (included in the total)').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^BB-\d\d-\d\d-\d{6}\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(5_000);
  });
});
