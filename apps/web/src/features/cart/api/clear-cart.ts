import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { storeServerCart } from '../cart-cache';
import { useCartOwner } from '../use-cart-owner';

/** spec §7: DELETE /cart/clear. */
export async function deleteAllCartItems(): Promise<Cart> {
  const { cart } = await api.delete<{ cart: Cart }>('/cart/clear');
  return cart;
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const { ownerId } = useCartOwner();
  return useMutation({
    mutationKey: ['cart', 'clear'],
    mutationFn: deleteAllCartItems,
    onSuccess: (cart) => {
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
