import { describe, expect, it } from 'vitest';
import { firstCartChoice } from './cart-choice';

const variant = (id: string, size: string | null, sizes: string[] = [], stock?: number) => ({
  _id: id,
  size,
  sizes,
  stock,
});

describe("a saved product's cart choice (spec §2 Wishlist, §4 Move to Cart)", () => {
  it("takes the first variant and that variant's first size", () => {
    const product = {
      _id: 'p1',
      variants: [variant('v1', 'S', ['S', 'M']), variant('v2', 'L', ['L'])],
    };
    expect(firstCartChoice(product)).toEqual({ variantId: 'v1', size: 'S' });
  });

  it('skips a sold-out first variant for the first one in stock', () => {
    const product = {
      _id: 'p1',
      variants: [
        variant('v28', '28', [], 0),
        variant('v30', '30', [], 4),
        variant('v32', '32', [], 9),
      ],
    };
    expect(firstCartChoice(product)).toEqual({ variantId: 'v30', size: '30' });
  });

  it('takes the first colour with stock, as the product page does', () => {
    const product = {
      _id: 'p1',
      variants: [
        { _id: 'red-s', size: 'S', color: 'Red', stock: 0 },
        { _id: 'blue-s', size: 'S', color: 'Blue', stock: 5 },
        { _id: 'red-m', size: 'M', color: 'Red', stock: 2 },
      ],
    };
    expect(firstCartChoice(product)).toEqual({ variantId: 'red-m', size: 'M' });
  });

  it("refuses with the spec's message when nothing is in stock", () => {
    const product = { _id: 'p1', variants: [variant('v1', 'S', [], 0), variant('v2', 'M', [], 0)] };
    expect(() => firstCartChoice(product)).toThrow('Product variant or size not available');
  });

  it("falls back to the variant's own size when it has no sizes list", () => {
    expect(firstCartChoice({ _id: 'p1', variants: [variant('v1', 'XL')] })).toEqual({
      variantId: 'v1',
      size: 'XL',
    });
  });

  it("uses 'M' only from a variant that has it when the first names no size", () => {
    const product = { _id: 'p1', variants: [variant('v1', ''), variant('v2', 'M', ['M'])] };
    expect(firstCartChoice(product)).toEqual({ variantId: 'v2', size: 'M' });
  });

  it("refuses when no variant has a size, rather than sending an 'M' that does not exist", () => {
    expect(() => firstCartChoice({ _id: 'p1', variants: [variant('v1', '')] })).toThrow(
      'Product variant or size not available',
    );
    expect(() => firstCartChoice({ _id: 'p1', variants: [] })).toThrow(
      'Product variant or size not available',
    );
  });

  it('refuses a product without an id or variants as invalid data', () => {
    expect(() => firstCartChoice(null)).toThrow('Invalid product data');
    expect(() => firstCartChoice({ _id: '', variants: [] })).toThrow('Invalid product data');
    expect(() => firstCartChoice({ _id: 'p1' })).toThrow('Invalid product data');
  });
});
