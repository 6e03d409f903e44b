import { describe, expect, it, vi } from 'vitest';
import { subscribeToStorage } from '@/lib/storage';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import {
  addToLocalCart,
  checkCartAdd,
  clearLocalCart,
  LocalStockError,
  readLocalCart,
  setLocalCartQuantity,
  type LocalCartItem,
} from './local-cart';

const blueM = buildVariant({
  color: 'Blue',
  colorCode: '#1e40af',
  size: 'M',
  price: 799,
  originalPrice: 999,
});
const blueL = buildVariant({ color: 'Blue', colorCode: '#1e40af', size: 'L' });
const shirt = buildProduct({ name: 'Oxford Shirt', variants: [blueM, blueL] });

function stored(): unknown {
  return JSON.parse(localStorage.getItem('localCart') ?? 'null');
}

describe('adding to the local cart (spec §3/§5)', () => {
  it('stores a line with the product, variant, size, prices and what the cart shows', () => {
    addToLocalCart(shirt, blueM._id, 'M', 2);
    expect(stored()).toEqual([
      {
        product: shirt._id,
        productId: shirt._id,
        variantId: blueM._id,
        size: 'M',
        quantity: 2,
        price: 799,
        originalPrice: 999,
        variant: { color: 'Blue', colorCode: '#1e40af', images: blueM.images },
        productData: { _id: shirt._id, name: 'Oxford Shirt', images: shirt.images },
      },
    ]);
  });

  it('adds up the quantity of the same product, variant and size', () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    addToLocalCart(shirt, blueM._id, 'M', 2);
    addToLocalCart(shirt, blueL._id, 'L', 1);
    const lines = readLocalCart();
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => [line.size, line.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('refuses more than the variant has in stock, counting what the cart holds', () => {
    const few = buildVariant({ color: 'Maroon', colorCode: '#800000', size: 'L', stock: 9 });
    const saree = buildProduct({ name: 'Silk Saree', variants: [few] });
    expect(() => addToLocalCart(saree, few._id, 'L', 10)).toThrow(
      'Only 9 of Silk Saree (size L) available',
    );
    addToLocalCart(saree, few._id, 'L', 9);
    expect(() => addToLocalCart(saree, few._id, 'L', 1)).toThrow(
      new LocalStockError(9, 9, { name: 'Silk Saree', size: 'L' }),
    );
    expect(() => addToLocalCart(saree, few._id, 'L', 1)).toThrow(
      'Only 9 of Silk Saree (size L) available; you already have 9 in your cart',
    );
    expect(readLocalCart().map((line) => line.quantity)).toEqual([9]);
  });

  it.each([
    ['no product', null, blueM._id, 'M', 1, 'Product is required to add to cart'],
    ['no product id', { ...shirt, _id: '' }, blueM._id, 'M', 1, 'Product ID is required'],
    ['no variant', shirt, '', 'M', 1, 'Variant ID is required'],
    ['no size', shirt, blueM._id, '', 1, 'Size is required'],
    ['a zero quantity', shirt, blueM._id, 'M', 0, 'Quantity must be greater than 0'],
    ['a variant the product lacks', shirt, 'v-unknown', 'M', 1, 'Invalid variant or size selected'],
    [
      "a size that is not the variant's",
      shirt,
      blueM._id,
      'L',
      1,
      'Invalid variant or size selected',
    ],
  ])('refuses %s', (_case, product, variantId, size, quantity, message) => {
    expect(() => addToLocalCart(product, variantId, size, quantity)).toThrow(message);
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it('tells storage listeners at once, so the header badge updates', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage('localCart', listener);
    addToLocalCart(shirt, blueM._id, 'M', 1);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('reading the local cart (spec §5/§8)', () => {
  it('drops invalid items', () => {
    const valid: LocalCartItem = { productId: 'p1', variantId: 'v1', size: 'M', quantity: 1 };
    localStorage.setItem(
      'localCart',
      JSON.stringify([
        valid,
        { variantId: 'v1', size: 'M', quantity: 1 },
        { productId: 'p1', size: 'M', quantity: 1 },
        { productId: 'p1', variantId: 'v1', quantity: 1 },
        { productId: 'p1', variantId: 'v1', size: 'M', quantity: '2' },
        null,
      ]),
    );
    expect(readLocalCart()).toEqual([valid]);
  });

  it('deletes a broken cart and reads it as empty', () => {
    localStorage.setItem('localCart', '{"oops":');
    expect(readLocalCart()).toEqual([]);
    expect(localStorage.getItem('localCart')).toBeNull();
  });
});

describe('changing a local quantity (spec §4)', () => {
  const key = { productId: shirt._id, variantId: blueM._id, size: 'M' };

  it('sets the new quantity', () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    setLocalCartQuantity(key, 4);
    expect(readLocalCart()[0]?.quantity).toBe(4);
  });

  it('removes the line at 0 or less', () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    addToLocalCart(shirt, blueL._id, 'L', 1);
    setLocalCartQuantity(key, 0);
    expect(readLocalCart().map((line) => line.size)).toEqual(['L']);
    setLocalCartQuantity({ ...key, variantId: blueL._id, size: 'L' }, -2);
    expect(readLocalCart()).toEqual([]);
  });
});

describe('checking an add before it is sent (spec §5)', () => {
  it('gives the product, the chosen variant and whole units', () => {
    const checked = checkCartAdd(shirt, blueM._id, 'M', 2.7);
    expect(checked.product).toBe(shirt);
    expect(checked.variant).toBe(blueM);
    expect(checked.units).toBe(2);
  });

  it('refuses with the same messages as the local cart', () => {
    expect(() => checkCartAdd(shirt, blueM._id, 'L', 1)).toThrow(
      'Invalid variant or size selected',
    );
    expect(() => checkCartAdd(shirt, blueM._id, 'M', -1)).toThrow(
      'Quantity must be greater than 0',
    );
  });
});

describe('clearing the local cart after a sign-in merge (spec §4)', () => {
  it('deletes the stored cart and tells the badge', () => {
    addToLocalCart(shirt, blueM._id, 'M', 1);
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage('localCart', listener);
    clearLocalCart();
    unsubscribe();
    expect(localStorage.getItem('localCart')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
