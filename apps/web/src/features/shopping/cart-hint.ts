import { CART_HINT_COOKIE } from '@shop/contracts';
import { STORAGE_KEYS, readString, subscribeToStorage } from '@/lib/storage';
import { parseLocalCart } from './local-cart';

/** A year: the hint lives as long as the cart it speaks of, and is put right on every visit. */
const HINT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Whether the server may render this browser's cart page as empty (decision 030): not when the
 * browser holds cart lines or a session (a member's cart is the server's, read with the token).
 */
export function holdsCart(): boolean {
  return (
    readString(STORAGE_KEYS.authToken) !== null ||
    parseLocalCart(readString(STORAGE_KEYS.localCart)).length > 0
  );
}

function writeHint(): void {
  const held = document.cookie.split('; ').includes(`${CART_HINT_COOKIE}=1`);
  const holds = holdsCart();
  if (held === holds) return;
  document.cookie = holds
    ? `${CART_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_SECONDS}; SameSite=Lax`
    : `${CART_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Keeps the cart hint cookie true to this browser's storage from now on: at once, and on every
 * change to the cart or the session (this tab's and other tabs').
 */
export function keepCartHint(): void {
  writeHint();
  subscribeToStorage(STORAGE_KEYS.localCart, writeHint);
  subscribeToStorage(STORAGE_KEYS.authToken, writeHint);
}
