/** What the app may use from the wishlist: its page, its own chunk loaded on first visit. */
export const loadWishlistPage = () => import('./pages/wishlist-page').then((m) => m.WishlistPage);
