import { useState } from 'react';
import type { WishlistItem } from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import {
  CartChoiceError,
  firstCartChoice,
  useAddToServerCart,
  useRemoveFromServerWishlist,
  WISHLIST_CART_MESSAGES,
} from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { useClearWishlist } from './api/clear-wishlist';

/** spec §8 Wishlist messages. */
export const WISHLIST_ALERTS = {
  removeFailed: 'Failed to remove item from wishlist',
  clearFailed: 'Failed to clear wishlist',
  clearConfirm: 'Remove every item from your wishlist?',
} as const;

/** A refusal the shopper can act on (409 "Only 2 left"), else the spec's 'Failed to add item to cart'. */
function addFailure(error: unknown): string {
  if (error instanceof CartChoiceError) return error.message;
  if (isApiError(error) && [400, 404, 409, 422].includes(error.status)) return error.message;
  return WISHLIST_CART_MESSAGES.addFailed;
}

/** The wishlist page's actions on a member's saved products. */
export function useWishlistActions() {
  const addToCart = useAddToServerCart();
  const remove = useRemoveFromServerWishlist();
  const clear = useClearWishlist();
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  /** spec §2: first variant, first size (fallback 'M' where that size exists), one unit. */
  async function addItemToCart(item: WishlistItem) {
    setAdding(item.product._id);
    try {
      const { variantId, size } = firstCartChoice(item.product);
      await addToCart.mutateAsync({ product: item.product._id, variantId, size, quantity: 1 });
      showToast('Added to cart');
    } catch (error) {
      showToast(addFailure(error), 'error');
    } finally {
      setAdding(null);
    }
  }

  async function removeItem(item: WishlistItem) {
    setRemoving(item.product._id);
    try {
      await remove.mutateAsync(item.product._id);
      showToast('Removed from wishlist');
    } catch {
      showToast(WISHLIST_ALERTS.removeFailed, 'error');
    } finally {
      setRemoving(null);
    }
  }

  async function clearAll() {
    if (!window.confirm(WISHLIST_ALERTS.clearConfirm)) return;
    try {
      await clear.mutateAsync();
      showToast('Wishlist cleared');
    } catch {
      showToast(WISHLIST_ALERTS.clearFailed, 'error');
    }
  }

  return {
    addItemToCart,
    removeItem,
    clearAll,
    isAdding: (item: WishlistItem) => adding === item.product._id,
    isRemoving: (item: WishlistItem) => removing === item.product._id,
    isClearing: clear.isPending,
  };
}
