import { shareOut } from '@shop/contracts';
import type { OrderForInvoice } from './invoice-repository';

type InvoiceItem = OrderForInvoice['items'][number];

/** What a credit note credits of one order line, in paise. */
export interface CreditedLine {
  orderItemId: string;
  /** Units given back (0 for a line credited only its share of refunded fees). */
  quantity: number;
  valuePaise: number;
  /** What earlier credit notes of the order already credited of this line. */
  creditedBeforePaise?: number;
}

/** A refunded return as its credit note counts it: its returned lines and the fees given back. */
export interface ReturnCredit {
  returnId: string;
  feesRefundPaise: number;
  lines: { orderItemId: string; quantity: number; refundPaise: number }[];
}

const TAXES = ['cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** The line's value on the invoice (its share of the order's total), when GST was recorded. */
function invoicedValue(item: InvoiceItem): number | null {
  if (item.taxablePaise === null) return null;
  return item.taxablePaise + TAXES.reduce((sum, tax) => sum + (item[tax] ?? 0), 0);
}

/**
 * Order lines at the values credited for them, split into taxable value and GST. Where the
 * invoice recorded the line's GST, each tax is credited in proportion to the value credited, as
 * a running share of the line ("so far" after this note less "so far" before it): the credit
 * notes of a line never reverse more GST than its invoice charged, and crediting all of it
 * reverses exactly that. Otherwise (orders from before GST was recorded) the value is split at
 * the line's rate (prices include GST; CGST and SGST within the supplier's state, else IGST).
 */
export function creditedItems(data: OrderForInvoice, lines: CreditedLine[]): InvoiceItem[] {
  const intra =
    data.order.placeOfSupply !== null && data.order.placeOfSupply === data.order.supplierStateCode;
  return lines.flatMap((line) => {
    const item = data.items.find((candidate) => candidate.id === line.orderItemId);
    if (!item) return [];
    const invoiced = invoicedValue(item);
    if (invoiced !== null && invoiced > 0) {
      const before = Math.min(line.creditedBeforePaise ?? 0, invoiced);
      const after = Math.min(before + line.valuePaise, invoiced);
      const share = (paise: number | null, value: number) =>
        Math.round(((paise ?? 0) * value) / invoiced);
      const taxes = TAXES.map((tax) => share(item[tax], after) - share(item[tax], before));
      return [
        {
          ...item,
          quantity: line.quantity,
          taxablePaise: line.valuePaise - taxes.reduce((sum, tax) => sum + tax, 0),
          cgstPaise: taxes[0]!,
          sgstPaise: taxes[1]!,
          igstPaise: taxes[2]!,
        },
      ];
    }
    const rate = item.gstRate ?? 0;
    const taxable = Math.round((line.valuePaise * 100) / (100 + rate));
    const tax = line.valuePaise - taxable;
    const half = Math.floor(tax / 2);
    return [
      {
        ...item,
        quantity: line.quantity,
        taxablePaise: taxable,
        cgstPaise: intra ? half : 0,
        sgstPaise: intra ? tax - half : 0,
        igstPaise: intra ? 0 : tax,
      },
    ];
  });
}

/**
 * Each line's share of the fees on the invoice: its value less its goods after its share of the
 * coupon (the invoice shared the fees over the lines by their value, CGST Act s. 15(2)(c)).
 * Null when the order recorded no GST.
 */
function feeShares(data: OrderForInvoice): number[] | null {
  const values = data.items.map(invoicedValue);
  if (values.some((value) => value === null)) return null;
  const coupon = shareOut(
    data.order.couponDiscount * 100,
    data.items.map((item) => item.price * item.quantity),
  );
  return data.items.map((item, i) =>
    Math.max(0, values[i]! - (item.price * item.quantity * 100 - coupon[i]!)),
  );
}

/**
 * What the credit note of `returnId` credits, given the order's refunded returns in the order
 * their credit notes were issued: each returned line at its refund, and, when the return gave
 * the fees back, every line its invoiced share of them (a line nothing was returned of is
 * credited its fee share alone, quantity 0), so the GST reversed on the fees is the GST the
 * invoice charged on them, line by line.
 */
export function returnCreditedLines(
  data: OrderForInvoice,
  credits: ReturnCredit[],
  returnId: string,
): CreditedLine[] {
  const fees = feeShares(data);
  const before = new Map<string, number>();
  for (const credit of credits) {
    const lines = new Map<string, CreditedLine>();
    const add = (orderItemId: string, quantity: number, valuePaise: number) => {
      const line = lines.get(orderItemId) ?? {
        orderItemId,
        quantity: 0,
        valuePaise: 0,
        creditedBeforePaise: before.get(orderItemId) ?? 0,
      };
      lines.set(orderItemId, {
        ...line,
        quantity: line.quantity + quantity,
        valuePaise: line.valuePaise + valuePaise,
      });
    };
    for (const line of credit.lines) add(line.orderItemId, line.quantity, line.refundPaise);
    if (credit.feesRefundPaise > 0 && fees) {
      // The invoice's shares, adding up to what was refunded.
      const shares = shareOut(credit.feesRefundPaise, fees);
      data.items.forEach((item, i) => {
        if (shares[i]! > 0) add(item.id, 0, shares[i]!);
      });
    } else if (credit.feesRefundPaise > 0) {
      // No GST recorded: the fees follow the returned lines' refunds.
      const shares = shareOut(
        credit.feesRefundPaise,
        credit.lines.map((line) => line.refundPaise),
      );
      credit.lines.forEach((line, i) => add(line.orderItemId, 0, shares[i]!));
    }
    if (credit.returnId === returnId) return [...lines.values()];
    for (const line of lines.values()) {
      before.set(line.orderItemId, (before.get(line.orderItemId) ?? 0) + line.valuePaise);
    }
  }
  return [];
}
