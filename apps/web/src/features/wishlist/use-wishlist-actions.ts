import { useState } from 'react';
import type { WishlistItem } from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import {
  CartChoiceError,
  firstCartChoice,
  shoppingText,
  useAddToServerCart,
  useRemoveFromServerWishlist,
  WISHLIST_CART_MESSAGES,
} from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { wishlistMessages } from './wishlist.messages';
import { useClearWishlist } from './api/clear-wishlist';

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
  const t = useT(wishlistMessages);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  /** spec §2: first variant, first size (fallback 'M' where that size exists), one unit. */
  async function addItemToCart(item: WishlistItem) {
    setAdding(item.product._id);
    try {
      const { variantId, size } = firstCartChoice(item.product);
      await addToCart.mutateAsync({ product: item.product._id, variantId, size, quantity: 1 });
      showToast(t('addedToCart'));
    } catch (error) {
      showToast(shoppingText(addFailure(error)), 'error');
    } finally {
      setAdding(null);
    }
  }

  async function removeItem(item: WishlistItem) {
    setRemoving(item.product._id);
    try {
      await remove.mutateAsync(item.product._id);
      showToast(t('removedFromWishlist'));
    } catch {
      showToast(t('removeFailed'), 'error');
    } finally {
      setRemoving(null);
    }
  }

  async function clearAll() {
    if (!window.confirm(t('clearConfirm'))) return;
    try {
      await clear.mutateAsync();
      showToast(t('wishlistCleared'));
    } catch {
      showToast(t('clearFailed'), 'error');
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
