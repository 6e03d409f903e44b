import { describe, expect, it, vi } from 'vitest';
import { writeJson } from '@/lib/storage';
import { buildCart, buildCartItem } from '@/test/cart-factory';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { clearRemovedLinesNotice, useRemovedLinesNotice } from '@/features/shopping';
import { renderHook } from '@testing-library/react';
import { mergeLocalCart } from './sign-in-merge';

const line = (productId: string, variantId: string, quantity: number, size = 'M') => ({
  productId,
  variantId,
  size,
  quantity,
});
const storedCart = () => JSON.parse(localStorage.getItem('localCart') ?? 'null') as unknown;

describe('merging the local cart on sign-in (spec §4 Login)', () => {
  it('adds each valid line to the server cart, then clears the local cart', async () => {
    const shirt = buildProduct({ _id: 'p1', variants: [buildVariant({ _id: 'v1', stock: 10 })] });
    writeJson('localCart', [line('p1', 'v1', 2), { productId: 'p9', size: 'M', quantity: 1 }]);
    const api = mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'GET /products/p1': ok({ product: shirt }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });

    await expect(mergeLocalCart()).resolves.toBe(1);
    expect(api.callsTo('POST /cart/add').map((call) => call.body)).toEqual([
      { product: 'p1', variantId: 'v1', size: 'M', quantity: 2 },
    ]);
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it('caps a line the member already has at the stock the server cart reports', async () => {
    writeJson('localCart', [line('p1', 'v1', 4)]);
    const held = buildCartItem({
      product: 'p1',
      variantId: 'v1',
      size: 'M',
      quantity: 3,
      stock: 5,
    });
    const api = mockApi({
      'GET /cart': ok({ cart: buildCart([held]) }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });

    await mergeLocalCart();
    expect(api.callsTo('GET /products/p1')).toHaveLength(0);
    expect(api.callsTo('POST /cart/add')[0]?.body).toMatchObject({ quantity: 2 });
  });

  it('caps a new line at the stock the catalogue gives', async () => {
    const kurta = buildProduct({
      _id: 'p2',
      variants: [buildVariant({ _id: 'v2', size: 'L', stock: 1 })],
    });
    writeJson('localCart', [line('p2', 'v2', 3, 'L')]);
    const api = mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'GET /products/p2': ok({ product: kurta }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });
    await mergeLocalCart();
    expect(api.callsTo('POST /cart/add')[0]?.body).toMatchObject({ quantity: 1 });
  });

  it('skips a line the server refuses and merges the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeJson('localCart', [line('gone', 'v0', 1), line('p1', 'v1', 1)]);
    const api = mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'POST /cart/add': ({ body }) =>
        (body as { product: string }).product === 'gone'
          ? fail(404, 'VARIANT_NOT_AVAILABLE', 'Product variant or size not available')
          : ok({ cart: buildCart() }),
    });
    await expect(mergeLocalCart()).resolves.toBe(1);
    expect(api.callsTo('POST /cart/add')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it('stops when the server fails and keeps only the lines not merged yet', async () => {
    writeJson('localCart', [line('p1', 'v1', 1), line('p2', 'v2', 2), line('p3', 'v3', 1)]);
    mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'POST /cart/add': ({ body }) =>
        (body as { product: string }).product === 'p2'
          ? fail(503, 'UNAVAILABLE', 'The server is unavailable')
          : ok({ cart: buildCart() }),
    });
    await expect(mergeLocalCart()).rejects.toThrow('The server is unavailable');
    expect(storedCart()).toEqual([line('p2', 'v2', 2), line('p3', 'v3', 1)]);
  });

  it('keeps the local cart untouched when the server cart cannot be read', async () => {
    writeJson('localCart', [line('p1', 'v1', 1)]);
    mockApi({ 'GET /cart': fail(503, 'UNAVAILABLE', 'down') });
    await expect(mergeLocalCart()).rejects.toThrow();
    expect(storedCart()).toEqual([line('p1', 'v1', 1)]);
  });

  it('does nothing without a local cart', async () => {
    const api = mockApi({});
    await expect(mergeLocalCart()).resolves.toBe(0);
    expect(api.calls).toHaveLength(0);
  });
});

describe('lines that cannot come along on sign-in (issue 20)', () => {
  it('names how many were left behind: one sold out, one no longer sold', async () => {
    clearRemovedLinesNotice();
    const soldOut = buildProduct({ _id: 'p1', variants: [buildVariant({ _id: 'v1', stock: 0 })] });
    const kept = buildProduct({ _id: 'p3', variants: [buildVariant({ _id: 'v3', stock: 5 })] });
    writeJson('localCart', [line('p1', 'v1', 1), line('p2', 'v2', 1), line('p3', 'v3', 1)]);
    mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'GET /products/p1': ok({ product: soldOut }),
      'GET /products/p2': fail(404, 'NOT_FOUND', 'Product not found'),
      'GET /products/p3': ok({ product: kept }),
      'POST /cart/add': (call) =>
        (call.body as { product: string }).product === 'p2'
          ? fail(404, 'NOT_FOUND', 'Product not found')
          : ok({ cart: buildCart() }),
    });

    await expect(mergeLocalCart()).resolves.toBe(1);
    const { result } = renderHook(() => useRemovedLinesNotice());
    expect(result.current).toBe(
      '2 items from your cart could not be added: they are sold out or no longer sold.',
    );
  });

  it('says nothing when every line came along', async () => {
    clearRemovedLinesNotice();
    const shirt = buildProduct({ _id: 'p1', variants: [buildVariant({ _id: 'v1', stock: 10 })] });
    writeJson('localCart', [line('p1', 'v1', 1)]);
    mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'GET /products/p1': ok({ product: shirt }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });
    await mergeLocalCart();
    const { result } = renderHook(() => useRemovedLinesNotice());
    expect(result.current).toBeNull();
  });

  it('says when quantities were cut to the stock left, counting what the member cart held', async () => {
    clearRemovedLinesNotice();
    const jeans = buildProduct({ _id: 'p1', variants: [buildVariant({ _id: 'v1', stock: 22 })] });
    writeJson('localCart', [line('p1', 'v1', 50), line('p2', 'v2', 3)]);
    mockApi({
      // The member's cart holds 4 of the shirt, of 5 in stock: one more fits.
      'GET /cart': ok({
        cart: buildCart([
          buildCartItem({ product: 'p2', variantId: 'v2', size: 'M', quantity: 4, stock: 5 }),
        ]),
      }),
      'GET /products/p1': ok({ product: jeans }),
      'POST /cart/add': ok({ cart: buildCart() }),
    });
    await mergeLocalCart();
    const { result } = renderHook(() => useRemovedLinesNotice());
    expect(result.current).toBe('2 items were added in the quantities still in stock.');
  });
});
