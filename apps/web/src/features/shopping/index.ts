/**
 * The shopper's cart and wishlist as every shopping page shares them (issue 11): a member's are
 * the server's, a visitor's the browser's (spec §4 Session). The catalogue's cards add to the
 * cart and flip the wishlist, the cart page moves lines to the wishlist and back, the wishlist
 * page adds to the cart, checkout and orders reload the cart, and the header counts it; each
 * uses these, so cart and wishlist never import each other.
 */
export { useShopper } from './use-shopper';

// The cart.
export { cartKeys } from './cart-keys';
export { invalidateCart, storeCartWithSummary, storeServerCart } from './cart-cache';
export { clearCouponNotice, noteCouponMessage, useCouponNotice } from './coupon-notice';
export {
  clearRemovedLinesNotice,
  noteRemovedLines,
  useRemovedLinesNotice,
} from './removed-lines-notice';
export { cartQueryOptions, getCart, useServerCart } from './api/get-cart';
export { postAddToCart, useAddToServerCart } from './api/add-to-cart';
export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
export {
  addToLocalCart,
  CartValidationError,
  clearLocalCart,
  isSameLine,
  isValidLocalCartItem,
  lineProductId,
  readLocalCart,
  removeFromLocalCart,
  setLocalCartQuantity,
  writeLocalCart,
  type CartLineKey,
  type LocalCartItem,
} from './local-cart';
export { useLocalCartItems } from './use-local-cart';
export { keepCartHint } from './cart-hint';

// The wishlist.
export { wishlistKeys } from './wishlist-keys';
export { useServerWishlist } from './api/get-wishlist';
export { useAddToServerWishlist } from './api/add-to-wishlist';
export { useRemoveFromServerWishlist } from './api/remove-from-wishlist';
export { WishlistToggle } from './components/wishlist-toggle';
export { addToLocalWishlist, removeFromLocalWishlist } from './local-wishlist';
export { useLocalWishlistItems } from './use-local-wishlist';
export { mergeLocalWishlist } from './merge-local-wishlist';
export { CartChoiceError, WISHLIST_CART_MESSAGES, firstCartChoice } from './cart-choice';
export { cartErrorText, shoppingText } from './shopping.messages';
