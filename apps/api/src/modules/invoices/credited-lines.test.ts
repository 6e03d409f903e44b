import { describe, expect, it } from 'vitest';
import { creditedItems, type ReturnCredit, returnCreditedLines } from './credited-lines';
import type { OrderForInvoice } from './invoice-repository';

/**
 * An invoiced order as placement records it (order-tax.ts): prices include GST, the fees are
 * shared over the lines by value and taxed at each line's rate, IGST (another state). A kurta
 * at 5% (2 x ₹1,049) and a watch at 18% (₹1,299), ₹99 of fees, no coupon.
 */
function invoicedOrder(intraState = false): OrderForInvoice {
  const lines = [
    { id: 'kurta', price: 1049, quantity: 2, gstRate: 5 },
    { id: 'watch', price: 1299, quantity: 1, gstRate: 18 },
  ];
  const goods = lines.map((line) => line.price * line.quantity * 100);
  const total = goods.reduce((a, b) => a + b, 0);
  const fees = [Math.floor((9_900 * goods[0]!) / total)];
  fees.push(9_900 - fees[0]!);
  const items = lines.map((line, i) => {
    const value = goods[i]! + fees[i]!;
    const tax = Math.round((value * line.gstRate) / (100 + line.gstRate));
    const half = Math.round(tax / 2);
    return {
      ...line,
      orderId: 'order',
      name: line.id,
      hsnCode: '6211',
      taxablePaise: value - (intraState ? 2 * half : tax),
      cgstPaise: intraState ? half : 0,
      sgstPaise: intraState ? half : 0,
      igstPaise: intraState ? 0 : tax,
    };
  });
  return {
    order: {
      id: 'order',
      couponDiscount: 0,
      placeOfSupply: intraState ? '29' : '27',
      supplierStateCode: '29',
    },
    items,
  } as unknown as OrderForInvoice;
}

const taxOf = (item: {
  cgstPaise: number | null;
  sgstPaise: number | null;
  igstPaise: number | null;
}) => (item.cgstPaise ?? 0) + (item.sgstPaise ?? 0) + (item.igstPaise ?? 0);

/** Every credit note of the order, as the notes would show them, one after another. */
function notes(data: OrderForInvoice, credits: ReturnCredit[]) {
  return credits.map((credit) =>
    creditedItems(data, returnCreditedLines(data, credits, credit.returnId)),
  );
}

describe('what a credit note credits of the invoice', () => {
  it('reverses exactly the GST the invoice charged when everything and the fees come back', () => {
    for (const intraState of [false, true]) {
      const data = invoicedOrder(intraState);
      const credits: ReturnCredit[] = [
        {
          returnId: 'r1',
          feesRefundPaise: 9_900,
          lines: [
            { orderItemId: 'kurta', quantity: 2, refundPaise: 209_800 },
            { orderItemId: 'watch', quantity: 1, refundPaise: 129_900 },
          ],
        },
      ];
      const [note] = notes(data, credits);
      for (const item of data.items) {
        const credited = note!.find((line) => line.id === item.id)!;
        expect(credited).toMatchObject({
          taxablePaise: item.taxablePaise,
          cgstPaise: item.cgstPaise,
          sgstPaise: item.sgstPaise,
          igstPaise: item.igstPaise,
        });
      }
    }
  });

  it('never reverses more than the invoice over several returns of one line', () => {
    const data = invoicedOrder();
    const credits: ReturnCredit[] = [
      {
        returnId: 'r1',
        feesRefundPaise: 0,
        lines: [{ orderItemId: 'kurta', quantity: 1, refundPaise: 104_900 }],
      },
      {
        returnId: 'r2',
        feesRefundPaise: 9_900,
        lines: [
          { orderItemId: 'kurta', quantity: 1, refundPaise: 104_900 },
          { orderItemId: 'watch', quantity: 1, refundPaise: 129_900 },
        ],
      },
    ];
    const [first, second] = notes(data, credits);
    const kurta = data.items.find((item) => item.id === 'kurta')!;
    const credited = [...first!, ...second!].filter((line) => line.id === 'kurta');
    expect(credited.reduce((sum, line) => sum + taxOf(line), 0)).toBe(taxOf(kurta));
    expect(credited.reduce((sum, line) => sum + line.taxablePaise!, 0)).toBe(kurta.taxablePaise);
    // The first note credits the kurta's goods only, at the kurta's share of its GST.
    expect(first).toHaveLength(1);
    expect(first![0]!.taxablePaise! + taxOf(first![0]!)).toBe(104_900);
  });

  it('credits the fees at the GST the invoice charged on them, line by line', () => {
    const data = invoicedOrder();
    // The watch arrived broken: the shop is at fault, so the fees come back with it.
    const credits: ReturnCredit[] = [
      {
        returnId: 'r1',
        feesRefundPaise: 9_900,
        lines: [{ orderItemId: 'watch', quantity: 1, refundPaise: 129_900 }],
      },
    ];
    const [note] = notes(data, credits);
    const kurtaFees = note!.find((line) => line.id === 'kurta')!;
    const watch = note!.find((line) => line.id === 'watch')!;
    // The kurtas stay with the shopper: their line is credited its share of the fees alone.
    expect(kurtaFees.quantity).toBe(0);
    const kurta = data.items.find((item) => item.id === 'kurta')!;
    const kurtaFeeShare = kurta.taxablePaise! + taxOf(kurta) - 209_800;
    expect(kurtaFees.taxablePaise! + taxOf(kurtaFees)).toBe(kurtaFeeShare);
    // At the kurta's 5%, not the watch's 18%.
    expect(taxOf(kurtaFees)).toBe(
      Math.round((taxOf(kurta) * kurtaFeeShare) / (kurta.taxablePaise! + taxOf(kurta))),
    );
    // The watch line is the whole of its invoice line; the note adds up to the refund.
    const invoicedWatch = data.items.find((item) => item.id === 'watch')!;
    expect(watch).toMatchObject({ quantity: 1, igstPaise: invoicedWatch.igstPaise });
    expect(note!.reduce((sum, line) => sum + line.taxablePaise! + taxOf(line), 0)).toBe(
      129_900 + 9_900,
    );
  });

  it('splits at the rate an order placed before GST was recorded', () => {
    const data = invoicedOrder();
    const old = {
      ...data,
      items: data.items.map((item) => ({
        ...item,
        taxablePaise: null,
        cgstPaise: null,
        sgstPaise: null,
        igstPaise: null,
      })),
    } as OrderForInvoice;
    const [line] = creditedItems(old, [{ orderItemId: 'watch', quantity: 1, valuePaise: 11_800 }]);
    expect(line).toMatchObject({ taxablePaise: 10_000, igstPaise: 1_800 });
  });
});
