import { use, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ownerIdOf, SessionStoreContext } from '@/features/auth';
import {
  cartKeys,
  cartQueryOptions,
  clearCouponNotice,
  invalidateCart,
  mergeLocalWishlist,
  readLocalCart,
  wishlistKeys,
} from '@/features/shopping';

/**
 * The cart's merge plan, and the stock it asks the catalogue for, load only when the browser
 * holds a cart to merge: they stay out of every first visit's download (the home page's
 * JavaScript budget) and an empty cart's sign-in waits for nothing.
 */
async function mergeBrowserCart(): Promise<number> {
  if (readLocalCart().length === 0) return 0;
  const { mergeLocalCart } = await import('./sign-in-merge');
  return mergeLocalCart();
}

/**
 * spec §4 Login: after every sign-in the browser's cart and wishlist are merged into the
 * server's, then the server cart is loaded (also when the merge failed). Sign-in waits for this,
 * so the page the shopper lands on already shows the merged cart. On sign-out the member's cart
 * and wishlist leave the cache: the badge goes back to the browser's cart at once.
 */
export function useMergeOnSignIn(): void {
  const store = use(SessionStoreContext);
  const queryClient = useQueryClient();

  useEffect(() => {
    const stopMerging = store.onSignedIn(async ({ user }) => {
      const results = await Promise.allSettled([mergeBrowserCart(), mergeLocalWishlist()]);
      for (const result of results) {
        if (result.status === 'rejected')
          console.error('Merging after sign-in failed', result.reason);
      }
      await Promise.all([
        invalidateCart(queryClient),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      ]);
      await queryClient.prefetchQuery(cartQueryOptions(ownerIdOf(user)));
    });

    let wasSignedIn = store.getState().status === 'signedIn';
    const stopWatching = store.subscribe(() => {
      const { status } = store.getState();
      if (wasSignedIn && status === 'signedOut') {
        queryClient.removeQueries({ queryKey: cartKeys.all });
        queryClient.removeQueries({ queryKey: wishlistKeys.all });
        clearCouponNotice();
      }
      wasSignedIn = status === 'signedIn';
    });

    return () => {
      stopMerging();
      stopWatching();
    };
  }, [store, queryClient]);
}

/** Mounted once inside the query provider (app/providers.tsx). */
export function CartSessionSync() {
  useMergeOnSignIn();
  return null;
}
