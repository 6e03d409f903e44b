import { defineMessages, messageNow } from '@/lib/i18n';
import { WISHLIST_CART_MESSAGES } from './cart-choice';
import { CART_MESSAGES, LocalStockError } from './local-cart';
import { WISHLIST_MESSAGES } from './local-wishlist';

/**
 * Adding to the cart and the wishlist, from any page: the toasts, the wishlist toggle, and the
 * spec's refusal messages (§5, §8; English word for word, thrown as errors' messages).
 */
const en = {
  addedToCart: 'Added to cart',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  removeFromWishlistFailed: 'Failed to remove item from wishlist',
  couldNotUpdateWishlist: 'Could not update your wishlist',
  addToWishlist: 'Add to Wishlist',
  removeFromWishlist: 'Remove from Wishlist',
  cartProductRequired: CART_MESSAGES.productRequired,
  productIdRequired: CART_MESSAGES.productIdRequired,
  variantIdRequired: CART_MESSAGES.variantIdRequired,
  sizeRequired: CART_MESSAGES.sizeRequired,
  quantityPositive: CART_MESSAGES.quantityPositive,
  invalidVariant: CART_MESSAGES.invalidVariant,
  wishlistProductRequired: WISHLIST_MESSAGES.productRequired,
  invalidProduct: WISHLIST_CART_MESSAGES.invalidProduct,
  notAvailable: WISHLIST_CART_MESSAGES.notAvailable,
  addFailed: WISHLIST_CART_MESSAGES.addFailed,
  // A signed-out add past the stock: the server's words for a member's (cart-service).
  onlyAvailable: 'Only {stock} of {name} (size {size}) available',
  onlyAvailableHeld:
    'Only {stock} of {name} (size {size}) available; you already have {count} in your cart',
} as const;

export type ShoppingMessages = typeof en;
export const shoppingMessages = defineMessages(en, () => import('./shopping.messages.hi'));

const keyOf = new Map<string, keyof ShoppingMessages>(
  Object.entries(en).map(([key, text]) => [text, key as keyof ShoppingMessages]),
);

/**
 * One of the spec's cart and wishlist messages (an error's English message) in the page's
 * language; any other text (the server's, already in the request's language) as it is.
 */
export function shoppingText(message: string): string {
  const key = keyOf.get(message);
  return key ? messageNow(shoppingMessages, key) : message;
}

/** An error's words for the shopper: a local stock refusal in the page's language, else as above. */
export function cartErrorText(error: Error): string {
  if (!(error instanceof LocalStockError)) return shoppingText(error.message);
  const { stock, inCart, what } = error;
  return inCart > 0
    ? messageNow(shoppingMessages, 'onlyAvailableHeld', { stock, count: inCart, ...what })
    : messageNow(shoppingMessages, 'onlyAvailable', { stock, ...what });
}
