import { isApiError } from '@/lib/api-client';

/** spec §8: the cart screen's alerts. */
export const CART_ALERTS = {
  saveForLaterFailed: 'Failed to save item for later. Please try again.',
  moveToCartFailed: 'Failed to move item to cart. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  quantityFailed: 'Failed to update quantity. Please try again.',
  removeSavedFailed: 'Failed to remove item from wishlist',
} as const;

/** spec §5/§8: the coupon box's messages. */
export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
} as const;

/**
 * The server's own words when it refused the change for a reason the shopper can act on (409:
 * "Only 3 of Oxford Shirt (size M) available"), else the fallback.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}
