import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { ADDRESS, addToCart, createOrder, stockedProduct } from '../../../test/orders';
import { pdfText } from '../../../test/pdf';
import { bearer, signIn } from '../../../test/sign-in';

describe('GST tax invoice (issue 14)', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await buildAdminTestApp({
      UNPAID_ORDER_SWEEP_SECONDS: '0',
      NOTIFICATION_SWEEP_SECONDS: '0',
    });
  });
  afterAll(() => t.close());

  async function placed(state = 'Karnataka', price = 1000, name = 'Chanderi Kurta', quantity = 1) {
    // The place of supply is the pincode's state: a Mumbai pincode for Maharashtra.
    const pincode = state === 'Maharashtra' ? '400001' : ADDRESS.pincode;
    const shopper = await signIn(t.app);
    await addToCart(t.app, shopper.token, await stockedProduct(t.app, { price, name }), quantity);
    const res = await createOrder(t.app, shopper.token, {
      shippingAddress: { ...ADDRESS, name: 'Śrīnivās Iyengar', state, pincode },
    });
    expect(res.statusCode).toBe(201);
    return { ...shopper, orderId: res.json().data.order.orderId as string };
  }
  const step = (orderId: string, status: string) =>
    t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      payload:
        status === 'shipped'
          ? { status, carrier: 'Delhivery', trackingNumber: `DL${orderId.slice(-8)}` }
          : { status },
    });
  async function ship(orderId: string) {
    await step(orderId, 'confirmed');
    await step(orderId, 'processing');
    const res = await step(orderId, 'shipped');
    expect(res.statusCode).toBe(200);
  }
  const invoiceOf = (orderId: string, token: string, kind = 'invoice') =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/${kind}`, headers: bearer(token) });

  it('is not there before the order ships (409), and not for another shopper (404)', async () => {
    const { orderId, token } = await placed();
    const early = await invoiceOf(orderId, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'INVOICE_NOT_READY',
      message: 'The tax invoice is available once your order has shipped.',
    });
    await ship(orderId);
    const other = await signIn(t.app);
    expect((await invoiceOf(orderId, other.token)).statusCode).toBe(404);
    expect((await invoiceOf(orderId, token)).statusCode).toBe(200);
    const noToken = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice` });
    expect(noToken.statusCode).toBe(401);
  });

  it('carries the supplier, GSTIN, HSN, CGST + SGST within Karnataka and the total in words', async () => {
    const { orderId, token } = await placed('Karnataka');
    await ship(orderId);
    const res = await invoiceOf(orderId, token);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="BB-\d\d-\d\d-\d{6}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('BharatBazaar Retail Pvt. Ltd.');
    expect(text).toContain('29AABCB1234C1ZA');
    expect(text).toContain('6211');
    expect(text).toContain('Karnataka (code 29)');
    expect(text).toContain('Śrīnivās Iyengar');
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).not.toContain('IGST');
    // ₹1,000 kurta + ₹2 platform fee at 5%: 95,429 taxable + 2 x 2,386 = 1,00,200 paise.
    expect(text).toContain('₹954.28');
    expect(text).toContain('₹1,002.00');
    expect(text).toContain('Rupees One Thousand Two Only');
    // Generated from stored data: every download is the same file, to the byte (design.md).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await invoiceOf(orderId, token);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('charges IGST to another state and names it as the place of supply', async () => {
    const { orderId, token } = await placed('Maharashtra', 3000, 'Banarasi Sherwani');
    await ship(orderId);
    const text = await pdfText((await invoiceOf(orderId, token)).rawPayload);
    expect(text).toContain('Maharashtra (code 27)');
    expect(text).toContain('IGST');
    expect(text).toContain('18%');
    expect(text).toContain('₹3,002.00');
  });

  it('gives each line its quantity with the unit (PCS), on the invoice and the credit note', async () => {
    const { orderId, token } = await placed('Karnataka', 700, 'Cotton Dupatta', 2);
    await ship(orderId);
    const invoice = await pdfText((await invoiceOf(orderId, token)).rawPayload);
    expect(invoice).toMatch(/HSN\s*Qty\s*Unit\s*Taxable value/);
    expect(invoice).toMatch(/\b2\s*PCS\s*₹/);
    const cancelled = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/cancel`,
      payload: { reason: 'Lost in transit' },
    });
    expect(cancelled.statusCode).toBe(200);
    const note = await pdfText((await invoiceOf(orderId, token, 'credit-note')).rawPayload);
    expect(note).toContain('Credit Note');
    expect(note).toMatch(/HSN\s*Qty\s*Unit\s*Taxable value/);
    expect(note).toMatch(/\b2\s*PCS\s*₹/);
  });

  it('numbers 30 parallel shipments consecutively, with no gap and no repeat', async () => {
    const shopper = await signIn(t.app);
    const kurta = await stockedProduct(t.app, { price: 500, stock: 100 });
    const orderIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      await addToCart(t.app, shopper.token, kurta);
      orderIds.push((await createOrder(t.app, shopper.token)).json().data.order.orderId);
    }
    for (const orderId of orderIds) {
      await step(orderId, 'confirmed');
      await step(orderId, 'processing');
    }
    const shipped = await Promise.all(orderIds.map((orderId) => step(orderId, 'shipped')));
    expect(shipped.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    const rows = await t.database.db
      .select({ number: invoices.number, serial: invoices.serial })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds));
    const serials = rows.map((row) => row.serial).sort((a, b) => a - b);
    expect(new Set(rows.map((row) => row.number)).size).toBe(30);
    expect(serials.at(-1)! - serials[0]!).toBe(29);
    // No gap in the whole series either: every number from 1 up to the last was given out once.
    const all = await t.database.db
      .select({ serial: invoices.serial })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    const every = all.map((row) => row.serial).sort((a, b) => a - b);
    expect(every).toEqual(every.map((_, i) => i + 1));
  }, 120_000);

  it('gives a cancelled invoiced order a credit note, and offers both in the back office', async () => {
    const { orderId, token } = await placed();
    expect((await invoiceOf(orderId, token, 'credit-note')).statusCode).toBe(409);
    await ship(orderId);
    const cancelled = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/cancel`,
      payload: { reason: 'Lost in transit' },
    });
    expect(cancelled.statusCode).toBe(200);
    const note = await invoiceOf(orderId, token, 'credit-note');
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/CN\/\d\d-\d\d\/\d{6}/);
    expect(text).toMatch(/Against Invoice\s*BB\/\d\d-\d\d\/\d{6}/);
    const admin = await t.call({ method: 'GET', url: `/api/admin/orders/${orderId}/invoice` });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    const customer = await t.call(
      { method: 'GET', url: `/api/admin/orders/${orderId}/invoice` },
      t.customerToken,
    );
    expect(customer.statusCode).toBe(403);
  });

  it('is attached to the delivered e-mail', async () => {
    const shopper = await signIn(t.app);
    await addToCart(t.app, shopper.token, await stockedProduct(t.app, { price: 800 }));
    const email = 'invoice@example.in';
    const res = await createOrder(t.app, shopper.token, { shippingAddress: { ...ADDRESS, email } });
    const orderId = res.json().data.order.orderId as string;
    await ship(orderId);
    await step(orderId, 'delivered');
    await t.app.notifier.deliverDue();
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/email-outbox?to=${email}` });
    const delivered = (
      outbox.json().data.messages as { subject: string; attachments: string[] }[]
    ).find((mail) => mail.subject.endsWith('delivered'));
    expect(delivered!.attachments).toEqual([expect.stringMatching(/^BB-\d\d-\d\d-\d{6}\.pdf$/)]);
  });
});
