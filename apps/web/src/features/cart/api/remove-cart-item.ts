import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { storeServerCart, useShopper } from '@/features/shopping';
import { api } from '@/lib/api-client';

/** spec §7: DELETE /cart/item/{id} (a line that is not the caller's answers 404). */
export async function deleteCartItem(itemId: string): Promise<Cart> {
  const { cart } = await api.delete<{ cart: Cart }>(`/cart/item/${encodeURIComponent(itemId)}`);
  return cart;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (cart) => {
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
