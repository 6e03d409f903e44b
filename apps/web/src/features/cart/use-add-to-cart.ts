import { useMutation } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast-store';
import { addToLocalCart, type CartProduct } from './local-cart';

export interface AddToCartInput {
  product: CartProduct | null | undefined;
  variantId: string | null | undefined;
  size: string | null | undefined;
  quantity: number;
}

export const ADDED_TO_CART_TEXT = 'Added to cart';

/**
 * Adds a line to the shopper's cart and says how it went in a toast. Until the cart issue brings
 * the server cart this is the signed-out (local) cart for everyone; it is a mutation already so
 * buttons can show 'Adding...' and the server call can slot in behind the same hook.
 */
export function useAddToCart() {
  return useMutation({
    mutationKey: ['cart', 'add'],
    mutationFn: async ({ product, variantId, size, quantity }: AddToCartInput) =>
      addToLocalCart(product, variantId, size, quantity),
    onSuccess: () => showToast(ADDED_TO_CART_TEXT),
    onError: (error) => showToast(error.message, 'error'),
  });
}
