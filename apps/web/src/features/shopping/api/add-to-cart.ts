import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody, Cart } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { storeServerCart } from '../cart-cache';
import { useShopper } from '../use-shopper';

/**
 * spec §7: POST /cart/add {product, variantId, size, quantity}. Adding the same variant and size
 * again increases the line; past the stock the server answers 409 with how many are left.
 */
export async function postAddToCart(body: AddToCartBody): Promise<Cart> {
  const { cart } = await api.post<{ cart: Cart }>('/cart/add', body);
  return cart;
}

/**
 * A signed-in shopper's add, with the ids already chosen (the wishlist's Add to Cart); the answer
 * becomes the cached cart. Says nothing itself: the caller words success and failure.
 */
export function useAddToServerCart() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: postAddToCart,
    onSuccess: (cart) => {
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
