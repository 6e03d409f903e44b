import { defineMessages } from '@/lib/i18n';

/** The wishlist page; its alerts are spec §8's Wishlist messages. */
const en = {
  removeFailed: 'Failed to remove item from wishlist',
  clearFailed: 'Failed to clear wishlist',
  clearConfirm: 'Remove every item from your wishlist?',
  loadingWishlist: 'Loading your wishlist',
  wishlist: 'Wishlist',
  signInTitle: 'Sign in to view your wishlist',
  signInText: 'Save the things you love and find them again on any device.',
  login: 'Login',
  myWishlist: 'My Wishlist',
  couldNotLoad: "We couldn't load your wishlist",
  tryAgain: 'Try Again',
  emptyTitle: 'Your wishlist is empty',
  emptyText: 'Tap the heart on any product to save it here for later.',
  startShopping: 'Start Shopping',
  itemCount: '{count, plural, one {# item} other {# items}}',
  clearing: 'Clearing...',
  clearAll: 'Clear All',
  outOfStock: 'Out of Stock',
  removeNamed: 'Remove {name} from wishlist',
  removeFromWishlist: 'Remove from wishlist',
  added: 'Added {date}',
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  addedToCart: 'Added to cart',
  removedFromWishlist: 'Removed from wishlist',
  wishlistCleared: 'Wishlist cleared',
} as const;

export type WishlistMessages = typeof en;
export const wishlistMessages = defineMessages(en, () => import('./wishlist.messages.hi'));
