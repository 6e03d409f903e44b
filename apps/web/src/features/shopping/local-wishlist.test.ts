import { describe, expect, it } from 'vitest';
import {
  addToLocalWishlist,
  clearLocalWishlist,
  isInLocalWishlist,
  readLocalWishlist,
  removeFromLocalWishlist,
  toggleLocalWishlist,
} from './local-wishlist';

const kurta = { _id: 'p-kurta' };
const saree = { _id: 'p-saree' };

describe('local wishlist (spec §3/§5)', () => {
  it('stores the product id, the variant and when it was added', () => {
    addToLocalWishlist(kurta, 'v-navy-m');
    const [entry] = JSON.parse(localStorage.getItem('localWishlist') ?? '[]') as unknown[];
    expect(entry).toEqual({
      product: 'p-kurta',
      variantId: 'v-navy-m',
      addedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse((entry as { addedAt: string }).addedAt))).toBe(false);
  });

  it("does not store the 'default' variant id", () => {
    addToLocalWishlist(kurta, 'default');
    expect(readLocalWishlist()[0]).not.toHaveProperty('variantId');
  });

  it('keeps one entry per product', () => {
    addToLocalWishlist(kurta);
    addToLocalWishlist(kurta, 'v2');
    expect(readLocalWishlist()).toHaveLength(1);
  });

  it('refuses a missing product or id with the specification messages', () => {
    expect(() => addToLocalWishlist(null)).toThrow('Product is required to add to wishlist');
    expect(() => addToLocalWishlist({ _id: '' })).toThrow('Product ID is required');
    expect(localStorage.getItem('localWishlist')).toBeNull();
  });

  it('toggles a product in and out', () => {
    expect(toggleLocalWishlist(kurta)).toBe(true);
    expect(isInLocalWishlist('p-kurta')).toBe(true);
    expect(toggleLocalWishlist(kurta)).toBe(false);
    expect(isInLocalWishlist('p-kurta')).toBe(false);
  });

  it('removes only the named product', () => {
    addToLocalWishlist(kurta);
    addToLocalWishlist(saree);
    removeFromLocalWishlist('p-kurta');
    expect(readLocalWishlist().map((item) => item.product)).toEqual(['p-saree']);
  });

  it('drops invalid entries on read', () => {
    localStorage.setItem(
      'localWishlist',
      JSON.stringify([
        { product: 'p1', addedAt: '2026-01-01T00:00:00.000Z' },
        { product: '', addedAt: '2026-01-01T00:00:00.000Z' },
        { product: 'p2' },
        { product: 'p3', variantId: 7, addedAt: '2026-01-01T00:00:00.000Z' },
        'p4',
      ]),
    );
    expect(readLocalWishlist().map((item) => item.product)).toEqual(['p1']);
  });

  it('deletes a broken wishlist and reads it as empty', () => {
    localStorage.setItem('localWishlist', 'not json');
    expect(readLocalWishlist()).toEqual([]);
    expect(localStorage.getItem('localWishlist')).toBeNull();
  });

  it('clears every entry after a sign-in merge (spec §4)', () => {
    addToLocalWishlist(kurta);
    addToLocalWishlist(saree);
    clearLocalWishlist();
    expect(localStorage.getItem('localWishlist')).toBeNull();
    expect(readLocalWishlist()).toEqual([]);
  });
});
