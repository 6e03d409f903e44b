import type { MessageValues } from '@shop/contracts';
import { isApiError } from '@/lib/api-client';
import { messageNow } from '@/lib/i18n';
import { cartMessages, type CartMessages } from './cart.messages';

/**
 * spec §8: the cart screen's alerts and toasts, in the page's language. They are made in hooks
 * and callbacks, outside rendering, where the cart page has already loaded its messages.
 */
export const cartAlert = (key: keyof CartMessages, values?: MessageValues) =>
  messageNow(cartMessages, key, values);

/**
 * The server's own words when it refused the change for a reason the shopper can act on (409:
 * "Only 3 of Oxford Shirt (size M) available"), else the fallback.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}
