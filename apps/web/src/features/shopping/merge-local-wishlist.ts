import { postAddToWishlist } from './api/add-to-wishlist';
import { clearLocalWishlist, readLocalWishlist } from './local-wishlist';

/**
 * spec §4 Login: the browser's wishlist is added to the server's item by item; an item the
 * server refuses (a product since removed, a network hiccup) is skipped, and the local wishlist
 * is cleared afterwards either way. Returns how many items were merged.
 */
export async function mergeLocalWishlist(): Promise<number> {
  const items = readLocalWishlist();
  if (items.length === 0) return 0;
  let merged = 0;
  for (const item of items) {
    try {
      await postAddToWishlist({ product: item.product, variantId: item.variantId });
      merged += 1;
    } catch (error) {
      console.warn('A saved item could not be added to the wishlist', item.product, error);
    }
  }
  clearLocalWishlist();
  return merged;
}
