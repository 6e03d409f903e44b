import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { shopperWithOrder, stockedProduct, SUCCESS_CARD } from '../../../test/orders';
import { pdfText } from '../../../test/pdf';
import { bearer } from '../../../test/sign-in';

/** "Credit note total" and its amount, as the PDF prints it: ₹ and Indian grouping. */
const noteTotal = (text: string) => /Credit note total\s*₹\s*([\d,]+\.\d\d)/.exec(text)?.[1];

/**
 * A cancelled order that was invoiced: the credit note reduces the invoice by what the
 * cancellation gave back (a walk-through found it crediting the whole invoice while a shipped
 * order is refunded 90%).
 */
describe('the credit note of a cancelled invoiced order', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await buildAdminTestApp({
      UNPAID_ORDER_SWEEP_SECONDS: '0',
      NOTIFICATION_SWEEP_SECONDS: '0',
    });
  });
  afterAll(() => t.close());

  const step = (orderId: string, status: string) =>
    t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      payload:
        status === 'shipped'
          ? { status, carrier: 'Delhivery', trackingNumber: `DL${orderId.slice(-8)}` }
          : { status },
    });

  async function shippedThenCancelled(payment: 'card' | 'cod', cancelledBy = 'shopper') {
    const item = await stockedProduct(t.app, { price: 4099 });
    const { token, order } = await shopperWithOrder(
      t.app,
      item,
      payment === 'card' ? { paymentMethod: 'CARD', payment: SUCCESS_CARD } : {},
    );
    // A paid card order is confirmed by its payment; cash on delivery by the shop.
    const steps =
      payment === 'card' ? ['processing', 'shipped'] : ['confirmed', 'processing', 'shipped'];
    for (const status of steps) {
      expect((await step(order.orderId, status)).statusCode).toBe(200);
    }
    const cancelled = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      payload: { reason: 'No longer needed', cancelledBy },
    });
    expect(cancelled.statusCode).toBe(200);
    const read = async (kind: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderId}/${kind}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    // The order page offers both documents by this: shipped (a tracking number), then cancelled.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: bearer(token),
    });
    expect(detail.json().data.order).toMatchObject({
      orderStatus: 'cancelled',
      trackingNumber: expect.any(String),
    });
    return { order, invoice: await read('invoice'), note: await read('credit-note') };
  }

  it("credits the 90% refunded of a paid order cancelled at the shopper's request once shipped, its tax in proportion; the 10% kept stays invoiced", async () => {
    const { order, invoice, note } = await shippedThenCancelled('card');
    // ₹4,099 + the ₹2 platform fee = ₹4,101 invoiced; 90% of it, ₹3,690.90, paid back.
    expect(order.totalAmount).toBe(4101);
    expect(/Invoice total\s*₹\s*([\d,]+\.\d\d)/.exec(invoice)?.[1]).toBe('4,101.00');
    expect(noteTotal(note)).toBe('3,690.90');
    const refund = await t.call({ method: 'GET', url: `/api/admin/orders/${order.orderId}` });
    expect(JSON.stringify(refund.json().data)).toContain('3690.9');
  });

  it('credits the whole invoice when the shop cancels: everything paid comes back', async () => {
    const { order, note } = await shippedThenCancelled('card', 'shop');
    expect(noteTotal(note)).toBe('4,101.00');
    const refund = await t.call({ method: 'GET', url: `/api/admin/orders/${order.orderId}` });
    expect(refund.json().data.order.refund).toMatchObject({ amountPaise: 410_100 });
  });

  it('credits the whole invoice when nothing was paid (cash on delivery)', async () => {
    const { order, note } = await shippedThenCancelled('cod');
    expect(order.totalAmount).toBe(4101);
    expect(noteTotal(note)).toBe('4,101.00');
  });
});
