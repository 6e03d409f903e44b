import { describe, expect, it, vi } from 'vitest';
import { writeJson } from '@/lib/storage';
import { fail, mockApi, ok } from '@/test/mock-api';
import { mergeLocalWishlist } from './merge-local-wishlist';

const saved = (product: string, variantId?: string) => ({
  product,
  ...(variantId ? { variantId } : {}),
  addedAt: '2026-01-05T10:00:00.000Z',
});

describe('merging the local wishlist on sign-in (spec §4 Login)', () => {
  it('adds item by item, skips the ones that fail, then clears the local wishlist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeJson('localWishlist', [saved('p1', 'v1'), saved('gone'), saved('p3')]);
    const api = mockApi({
      'POST /wishlist/add': ({ body }) =>
        (body as { product: string }).product === 'gone'
          ? fail(404, 'PRODUCT_NOT_FOUND', 'Product not found')
          : ok({ wishlist: { items: [] } }),
    });

    await expect(mergeLocalWishlist()).resolves.toBe(2);
    expect(api.callsTo('POST /wishlist/add').map((call) => call.body)).toEqual([
      { product: 'p1', variantId: 'v1' },
      { product: 'gone' },
      { product: 'p3' },
    ]);
    expect(localStorage.getItem('localWishlist')).toBeNull();
  });

  it('does nothing with an empty local wishlist', async () => {
    const api = mockApi({});
    await expect(mergeLocalWishlist()).resolves.toBe(0);
    expect(api.calls).toHaveLength(0);
  });
});
