import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { storeServerCart, useShopper } from '@/features/shopping';
import { api } from '@/lib/api-client';

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
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      putCartQuantity(itemId, quantity),
    onSuccess: (cart) => {
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
