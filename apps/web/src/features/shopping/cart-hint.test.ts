import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, removeKeys, writeString } from '@/lib/storage';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { keepCartHint } from './cart-hint';
import { addToLocalCart, clearLocalCart } from './local-cart';

const hint = () => document.cookie.split('; ').includes('bb_cart=1');

describe('the cart hint cookie (decision 030)', () => {
  it('says a browser holds a cart while it has cart lines or a session, and nothing else', () => {
    keepCartHint();
    expect(hint()).toBe(false);

    const variant = buildVariant({ size: 'M' });
    addToLocalCart(buildProduct({ variants: [variant] }), variant._id, 'M', 1);
    expect(hint()).toBe(true);
    clearLocalCart();
    expect(hint()).toBe(false);

    writeString(STORAGE_KEYS.authToken, 'a-token');
    expect(hint()).toBe(true);
    removeKeys(STORAGE_KEYS.authToken);
    expect(hint()).toBe(false);
    // The cookie holds no cart and no identity: only that the browser has one.
    writeString(STORAGE_KEYS.authToken, 'a-token');
    expect(document.cookie).toBe('bb_cart=1');
    removeKeys(STORAGE_KEYS.authToken);
  });
});
