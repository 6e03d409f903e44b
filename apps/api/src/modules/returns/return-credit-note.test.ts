import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPaise } from '@shop/contracts';
import { invoices, orderItems } from '../../db/schema';
import { pdfText } from '../../../test/pdf';
import { newId } from '../../lib/ids';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import {
  call,
  dayInIndia,
  setOrderStatus,
  shopperWithOrder,
  stockedProduct,
  SUCCESS_CARD,
} from '../../../test/orders';

/** The back office's download of a return's credit note (decision 020). */
describe("the back office's credit note of a refunded return", () => {
  let t: AdminTestApp;

  beforeAll(async () => {
    t = await buildAdminTestApp({ UNPAID_ORDER_SWEEP_SECONDS: '0' });
  });
  afterAll(() => t.close());

  /** A delivered card order that was invoiced when it shipped, and a return of its one line. */
  async function askedReturn() {
    const item = await stockedProduct(t.app, { price: 800 });
    const { token, order } = await shopperWithOrder(t.app, item, {
      paymentMethod: 'CARD',
      payment: SUCCESS_CARD,
    });
    await setOrderStatus(t.app, order.orderId, {
      orderStatus: 'delivered',
      paymentStatus: 'completed',
      deliveredAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await t.app.db.insert(invoices).values({
      id: newId(),
      orderId: order.orderId,
      kind: 'invoice',
      number: `BB/TEST/${order.orderId.slice(-6)}`,
      financialYear: '2026-27',
      serial: 998_000 + Math.floor(Math.random() * 999),
      issuedAt: new Date(),
    });
    const asked = await call(t.app, token, 'POST', `/api/orders/${order.orderId}/returns`, {
      lines: [{ orderItemId: order.items[0]!._id, quantity: 1, kind: 'return' }],
      reason: 'damaged',
    });
    expect(asked.statusCode).toBe(201);
    return { orderId: order.orderId, returnId: asked.json().data._id as string };
  }

  async function refund(returnId: string) {
    const steps = [
      { action: 'approve' },
      { action: 'schedule_pickup', pickupDate: dayInIndia(30) },
      { action: 'picked_up' },
      { action: 'received' },
      { action: 'qc_passed' },
      { action: 'refund' },
    ];
    for (const payload of steps) {
      const res = await t.call({
        method: 'POST',
        url: `/api/admin/returns/${returnId}/steps`,
        payload,
      });
      expect(res.statusCode, `${payload.action}: ${res.body}`).toBe(200);
    }
  }

  const notePath = (orderId: string, returnId: string) =>
    `/api/admin/orders/${orderId}/returns/${returnId}/credit-note`;

  it('answers 409 NO_CREDIT_NOTE before the refund, and the PDF once it is refunded', async () => {
    const { orderId, returnId } = await askedReturn();
    const early = await t.call({ method: 'GET', url: notePath(orderId, returnId) });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_CREDIT_NOTE');

    await refund(returnId);
    const pdf = await t.call({ method: 'GET', url: notePath(orderId, returnId) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const list = await t.call({ method: 'GET', url: '/api/admin/returns?status=refunded' });
    const listed = list
      .json()
      .data.returns.find((request: { _id: string }) => request._id === returnId);
    // The file is named after the note the queue shows ("CN/26-27/000001" -> CN-26-27-000001.pdf).
    expect(listed.creditNote).toEqual(expect.any(String));
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${listed.creditNote.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A damaged item of a one-line order: the goods and the fees come back, so the note
    // reverses exactly the line's taxable value and GST on the invoice.
    const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(formatPaise(line!.taxablePaise!));
    expect(text).toContain(formatPaise(line!.igstPaise! || line!.cgstPaise!));
    // It says what its values are: what was refunded, the fee's share only when the fee was.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Each line’s value is the amount refunded for it');
    expect(flat).not.toContain('includes its share of the platform fee');
  });

  it('answers 404 for an unknown return and for a return asked of another order', async () => {
    const first = await askedReturn();
    const second = await askedReturn();
    await refund(first.returnId);
    const unknown = await t.call({ method: 'GET', url: notePath(first.orderId, newId()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('RETURN_NOT_FOUND');
    const crossed = await t.call({ method: 'GET', url: notePath(second.orderId, first.returnId) });
    expect(crossed.statusCode).toBe(404);
    const noOrder = await t.call({ method: 'GET', url: notePath(newId(), first.returnId) });
    expect(noOrder.statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const { orderId, returnId } = await askedReturn();
    await refund(returnId);
    const url = notePath(orderId, returnId);
    expect((await t.call({ method: 'GET', url }, null)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url }, t.customerToken)).statusCode).toBe(403);
  });
});
