/**
 * GST on an order's lines (issue 14, decision 015). Prices are inclusive of tax; each line's
 * share of what the shopper pays is split back into taxable value and tax, in paise, so that
 * the lines add up to the order's total exactly.
 */

import { shareOut } from '@shop/contracts';

export interface TaxableLine {
  /** Unit price in rupees, inclusive of GST. */
  price: number;
  quantity: number;
  hsnCode: string;
  gstRate: number;
  gstRateAbove: number | null;
  gstThreshold: number | null;
}

export interface LineTax {
  hsnCode: string;
  gstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The rate for one piece sold at `piecePaise` (inclusive). The threshold is on the sale value,
 * which excludes the tax: the value is taken back at the lower rate, and only a piece worth more
 * than the threshold at that rate takes the higher one (so ₹2,625 is the last 5% price).
 */
export function rateFor(line: TaxableLine, piecePaise: number): number {
  if (line.gstRateAbove === null || line.gstThreshold === null) return line.gstRate;
  const saleValue = (piecePaise * 100) / (100 + line.gstRate);
  return saleValue <= line.gstThreshold * 100 ? line.gstRate : line.gstRateAbove;
}

/**
 * Each line's GST. The coupon discount lowers the lines' value (in proportion to their value)
 * and the platform and delivery fees, charged with the goods, are part of their value (CGST
 * Act s. 15(2)(c)), shared out the same way. Within the store's state the tax is CGST + SGST in
 * equal halves; otherwise IGST.
 */
export function taxOrderLines(input: {
  lines: TaxableLine[];
  couponDiscount: number;
  fees: number;
  intraState: boolean;
}): LineTax[] {
  const goods = input.lines.map((line) => line.price * line.quantity * 100);
  const discounts = shareOut(input.couponDiscount * 100, goods);
  const fees = shareOut(input.fees * 100, goods);
  return input.lines.map((line, i) => {
    const afterDiscount = goods[i]! - discounts[i]!;
    const rate = rateFor(line, afterDiscount / line.quantity);
    const value = afterDiscount + fees[i]!;
    if (input.intraState) {
      const half = Math.round((value * rate) / 2 / (100 + rate));
      return {
        hsnCode: line.hsnCode,
        gstRate: rate,
        taxablePaise: value - 2 * half,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
      };
    }
    const tax = Math.round((value * rate) / (100 + rate));
    return {
      hsnCode: line.hsnCode,
      gstRate: rate,
      taxablePaise: value - tax,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: tax,
    };
  });
}
