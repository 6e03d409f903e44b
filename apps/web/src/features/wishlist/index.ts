/** What other features may use from the wishlist. */
export { wishlistKeys } from './wishlist-keys';
export { useServerWishlist, getWishlist, wishlistQueryOptions } from './api/get-wishlist';
export { useAddToServerWishlist, postAddToWishlist } from './api/add-to-wishlist';
export { useRemoveFromServerWishlist, deleteWishlistItem } from './api/remove-from-wishlist';
export { useClearWishlist } from './api/clear-wishlist';
export { WishlistToggle } from './components/wishlist-toggle';
export { firstCartChoice, CartChoiceError, WISHLIST_CART_MESSAGES } from './cart-choice';
export { mergeLocalWishlist } from './merge-local-wishlist';

/** The wishlist page, its own chunk loaded on first visit (decision 007). */
export const loadWishlistPage = () => import('./pages/wishlist-page').then((m) => m.WishlistPage);
