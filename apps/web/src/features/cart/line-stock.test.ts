import { describe, expect, it } from 'vitest';
import { checkoutBlockers, lineStock, lineStockNote } from './line-stock';

const line = (quantity: number, stock: number | null) => ({
  key: 'k',
  name: 'Oxford Shirt',
  size: 'M',
  quantity,
  stock,
});

describe("a cart line's stock (issue 20)", () => {
  it('is fine while the stock covers the quantity, or is not known yet', () => {
    expect(lineStock(line(2, 2))).toEqual({ kind: 'ok' });
    expect(lineStock(line(2, null))).toEqual({ kind: 'ok' });
    expect(lineStockNote(lineStock(line(2, 5)))).toBeNull();
    expect(checkoutBlockers([line(2, 2), line(1, null)])).toEqual([]);
  });

  it("says 'Only N left' when the stock fell below the quantity", () => {
    expect(lineStock(line(3, 2))).toEqual({ kind: 'short', left: 2 });
    expect(lineStockNote(lineStock(line(3, 2)))).toBe('Only 2 left');
  });

  it("says 'Out of stock' at 0", () => {
    expect(lineStockNote(lineStock(line(1, 0)))).toBe('Out of stock');
  });

  it('names what must change before checkout, line by line', () => {
    expect(checkoutBlockers([line(1, 0), line(3, 1), line(1, 9)]).map((b) => b.text)).toEqual([
      'Oxford Shirt (size M) is out of stock: save it for later or remove it.',
      'Only 1 of Oxford Shirt (size M) is left: reduce the quantity to 1.',
    ]);
  });
});
