import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { storeServerCart, useShopper } from '@/features/shopping';

/** spec §7: PUT /cart/item/{id}/quantity {quantity} (1 to the stock; 409 past it). */
export async function putCartQuantity(itemId: string, quantity: number): Promise<Cart> {
  const { cart } = await api.put<{ cart: Cart }>(
    `/cart/item/${encodeURIComponent(itemId)}/quantity`,
    { quantity },
  );
  return cart;
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationKey: ['cart', 'update-quantity'],
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      putCartQuantity(itemId, quantity),
    onSuccess: (cart) => {
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
