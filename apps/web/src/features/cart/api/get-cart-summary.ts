import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartSummary } from '@shop/contracts';
import { cartKeys, noteCouponMessage, useShopper } from '@/features/shopping';
import { api } from '@/lib/api-client';

/**
 * spec §7: GET /cart/summary -> data: subtotal, itemCount, couponDiscount, platformFee,
 * deliveryFee, total, appliedCoupon, estimatedDelivery.
 */
export async function getCartSummary(signal?: AbortSignal): Promise<CartSummary> {
  const summary = await api.get<CartSummary>('/cart/summary', { signal });
  noteCouponMessage(summary.couponMessage);
  return summary;
}

export const cartSummaryQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: cartKeys.summary(ownerId),
    queryFn: ({ signal }) => getCartSummary(signal),
    // As the cart itself: current again whenever the tab comes back to the front.
    refetchOnWindowFocus: 'always',
  });

/** The signed-in shopper's cart totals; idle while signed out. */
export function useCartSummary() {
  const { ownerId } = useShopper();
  return useQuery({
    ...cartSummaryQueryOptions(ownerId ?? 'signed-out'),
    enabled: ownerId !== null,
  });
}
