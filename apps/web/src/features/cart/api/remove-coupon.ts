import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { clearCouponNotice, storeServerCart, useShopper } from '@/features/shopping';
import { api } from '@/lib/api-client';

/** spec §7: DELETE /cart/coupon/remove -> data.cart. */
export async function deleteCoupon(): Promise<Cart> {
  const { cart } = await api.delete<{ cart: Cart }>('/cart/coupon/remove');
  return cart;
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: (cart) => {
      clearCouponNotice();
      if (ownerId) storeServerCart(queryClient, ownerId, cart);
    },
  });
}
