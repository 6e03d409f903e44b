import { useLocation, useNavigate } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { loginRedirectState, sessionStore } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useAddToServerWishlist } from './api/add-to-wishlist';
import { useServerWishlist } from './api/get-wishlist';
import { useRemoveFromServerWishlist } from './api/remove-from-wishlist';
import { toggleLocalWishlist } from './local-wishlist';
import { useIsInLocalWishlist } from './use-local-wishlist';
import { useT } from '@/lib/i18n';
import { shoppingMessages, shoppingText } from './shopping.messages';
import { useShopper } from './use-shopper';

/** spec §6/§8: a wishlist failure that is a 401 while signed out sends the shopper to /login. */
function isSignInNeeded(error: unknown): boolean {
  const unauthorised =
    (isApiError(error) && error.status === 401) ||
    (error instanceof Error && error.message.includes('401'));
  return unauthorised && sessionStore.getState().status === 'signedOut';
}

/**
 * Whether a product is saved and how to flip it: on the server for a member, in the browser's
 * `localWishlist` for a visitor. Says how it went in a toast.
 */
export function useWishlistToggle(product: { _id: string }, variantId?: string | null) {
  const { ownerId } = useShopper();
  const savedLocally = useIsInLocalWishlist(product._id);
  const wishlist = useServerWishlist();
  const add = useAddToServerWishlist();
  const remove = useRemoveFromServerWishlist();
  const navigate = useNavigate();
  const location = useLocation();

  const member = ownerId !== null;
  const saved = member
    ? (wishlist.data?.items.some((item) => item.product._id === product._id) ?? false)
    : savedLocally;
  const pending = add.isPending || remove.isPending;
  const t = useT(shoppingMessages);

  async function toggle(): Promise<void> {
    try {
      if (!member) {
        const nowSaved = toggleLocalWishlist(product, variantId);
        showToast(nowSaved ? t('addedToWishlist') : t('removedFromWishlist'));
        return;
      }
      if (saved) {
        await remove.mutateAsync(product._id);
        showToast(t('removedFromWishlist'));
      } else {
        await add.mutateAsync({ product: product._id, variantId });
        showToast(t('addedToWishlist'));
      }
    } catch (error) {
      if (isSignInNeeded(error)) {
        // The API client's own 401 redirect may already have gone there.
        if (window.location.pathname === '/login') return;
        await navigate('/login', {
          state: loginRedirectState(location.pathname + location.search),
        });
        return;
      }
      const message =
        member && saved
          ? t('removeFromWishlistFailed')
          : error instanceof Error && error.message
            ? shoppingText(error.message)
            : t('couldNotUpdateWishlist');
      showToast(message, 'error');
    }
  }

  return { saved, pending, toggle };
}
