import { showToast } from '@/components/ui/toast-store';
import {
  addToLocalWishlist,
  removeFromLocalCart,
  setLocalCartQuantity,
  useAddToServerWishlist,
} from '@/features/shopping';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartQuantity } from './api/update-cart-quantity';
import { cartAlert, refusalMessage } from './cart-alerts';
import type { CartLineView } from './cart-line';
import { useBusyKeys } from './use-busy-keys';

/**
 * What the shopper can do to a cart line, for the server cart and the browser's alike. spec §4
 * Cart: a line being updated or removed is locked while busy; 'Save for Later' puts the product
 * on the wishlist and then takes the line out of the cart. Failures are the spec §8 alerts.
 */
export function useCartLineActions() {
  const updateQuantity = useUpdateCartQuantity();
  const removeItem = useRemoveCartItem();
  const addToWishlist = useAddToServerWishlist();
  const busy = useBusyKeys();
  const run = (
    line: CartLineView,
    action: () => Promise<void> | void,
    failure: (error: unknown) => string,
  ) => busy.run(line.key, action, failure);

  return {
    isBusy: (line: CartLineView) => busy.isBusy(line.key),

    /** spec §5: the stepper cannot go below 1; past the stock the server's 409 says why. */
    changeQuantity: (line: CartLineView, quantity: number) =>
      run(
        line,
        async () => {
          if (quantity < 1) return;
          if (line.itemId) await updateQuantity.mutateAsync({ itemId: line.itemId, quantity });
          else if (line.local) {
            if (line.stock !== null && quantity > line.stock) {
              throw new Error(
                cartAlert('onlyAvailable', { left: line.stock, name: line.name, size: line.size }),
              );
            }
            setLocalCartQuantity(line.local, quantity);
          }
        },
        (error) =>
          line.itemId
            ? refusalMessage(error, cartAlert('quantityFailed'))
            : (error as Error).message,
      ),

    remove: (line: CartLineView) =>
      run(
        line,
        async () => {
          if (line.itemId) await removeItem.mutateAsync(line.itemId);
          else if (line.local) removeFromLocalCart(line.local);
        },
        () => cartAlert('removeFailed'),
      ),

    saveForLater: (line: CartLineView) =>
      run(
        line,
        async () => {
          if (line.itemId) {
            await addToWishlist.mutateAsync({ product: line.productId, variantId: line.variantId });
            await removeItem.mutateAsync(line.itemId);
          } else if (line.local) {
            addToLocalWishlist({ _id: line.productId }, line.variantId);
            removeFromLocalCart(line.local);
          }
          showToast(cartAlert('savedForLaterToast'));
        },
        () => cartAlert('saveForLaterFailed'),
      ),
  };
}
