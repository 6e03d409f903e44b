import { describe, expect, it } from 'vitest';
import { shareOut } from '@shop/contracts';
import { rateFor, taxOrderLines, type TaxableLine } from './order-tax';

const kurta = (price: number, quantity = 1): TaxableLine => ({
  price,
  quantity,
  hsnCode: '6211',
  gstRate: 5,
  gstRateAbove: 18,
  gstThreshold: 2500,
});
const watch = (price: number, quantity = 1): TaxableLine => ({
  price,
  quantity,
  hsnCode: '9102',
  gstRate: 18,
  gstRateAbove: null,
  gstThreshold: null,
});
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GST on order lines (issue 14)', () => {
  it('splits into equal CGST and SGST within the store state', () => {
    const [line] = taxOrderLines({
      lines: [kurta(1050)],
      couponDiscount: 0,
      fees: 0,
      intraState: true,
    });
    expect(line).toEqual({
      hsnCode: '6211',
      gstRate: 5,
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
    });
  });

  it('charges IGST at the full rate to another state', () => {
    const [line] = taxOrderLines({
      lines: [watch(1180)],
      couponDiscount: 0,
      fees: 0,
      intraState: false,
    });
    expect(line).toMatchObject({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
  });

  it('takes the apparel rate by the sale value per piece: 5% up to ₹2,500, 18% above', () => {
    expect(rateFor(kurta(2625), 262_500)).toBe(5); // 2625 / 1.05 = 2500
    expect(rateFor(kurta(2626), 262_600)).toBe(18);
    const lines = taxOrderLines({
      lines: [kurta(2000, 2), kurta(3000)],
      couponDiscount: 0,
      fees: 0,
      intraState: false,
    });
    expect(lines.map((l) => l.gstRate)).toEqual([5, 18]);
    expect(rateFor(watch(100), 10_000)).toBe(18);
  });

  it('lets a coupon bring a piece under the threshold', () => {
    const [line] = taxOrderLines({
      lines: [kurta(2800)],
      couponDiscount: 300,
      fees: 0,
      intraState: true,
    });
    expect(line!.gstRate).toBe(5);
  });

  it('rounds to paise and still adds up to the total paid, fees and coupon included', () => {
    const lines = [kurta(999, 3), watch(1499), kurta(2999), watch(333, 7)];
    const subtotal = sum(lines.map((l) => l.price * l.quantity));
    for (const intraState of [true, false]) {
      const taxed = taxOrderLines({ lines, couponDiscount: 457, fees: 2, intraState });
      const paid = sum(taxed.map((t) => t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise));
      expect(paid).toBe((subtotal - 457 + 2) * 100);
      if (intraState) for (const t of taxed) expect(t.cgstPaise).toBe(t.sgstPaise);
    }
  });

  it('shares an amount out in proportion, whole paise that add up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 7])).toEqual([0, 0]);
    expect(sum(shareOut(45_700, [299_700, 149_900, 299_900, 233_100]))).toBe(45_700);
  });
});
