import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartWithSummary } from '@shop/contracts';
import { storeCartWithSummary, useShopper } from '@/features/shopping';
import { api } from '@/lib/api-client';

/**
 * spec §7: POST /cart/coupon/apply {couponCode} -> data (the cart and its summary). The code is
 * sent trimmed and upper-cased (spec §5).
 */
export async function postApplyCoupon(couponCode: string): Promise<CartWithSummary> {
  return api.post<CartWithSummary>('/cart/coupon/apply', {
    couponCode: couponCode.trim().toUpperCase(),
  });
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: postApplyCoupon,
    onSuccess: (result) => {
      if (ownerId) storeCartWithSummary(queryClient, ownerId, result);
    },
  });
}
