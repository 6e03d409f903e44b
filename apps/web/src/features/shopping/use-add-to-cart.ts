import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast-store';
import { postAddToCart } from './api/add-to-cart';
import { storeServerCart } from './cart-cache';
import { addToLocalCart, checkCartAdd, type CartProduct } from './local-cart';
import { messageNow } from '@/lib/i18n';
import { cartErrorText, shoppingMessages } from './shopping.messages';
import { useShopper } from './use-shopper';

export interface AddToCartInput {
  product: CartProduct | null | undefined;
  variantId: string | null | undefined;
  size: string | null | undefined;
  quantity: number;
}

/**
 * Adds a line to the shopper's cart (spec §5) and says how it went in a toast: the server cart
 * when signed in (its answer becomes the cached cart, so the badge moves at once), the browser's
 * cart otherwise. Either way the spec's checks run first with their messages; past the stock the
 * server's 409 message is shown.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: async ({ product, variantId, size, quantity }: AddToCartInput) => {
      if (ownerId === null) {
        addToLocalCart(product, variantId, size, quantity);
        return;
      }
      const checked = checkCartAdd(product, variantId, size, quantity);
      const cart = await postAddToCart({
        product: checked.product._id,
        variantId: checked.variant._id,
        size: checked.variant.size,
        quantity: checked.units,
      });
      storeServerCart(queryClient, ownerId, cart);
    },
    onSuccess: () => showToast(messageNow(shoppingMessages, 'addedToCart')),
    onError: (error) => showToast(cartErrorText(error), 'error'),
  });
}
