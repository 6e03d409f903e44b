import { useQuery } from '@tanstack/react-query';
import type { OrderDelivery } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { deliveryKeys } from '../delivery-keys';

const PINCODE = /^[1-9]\d{5}$/;

/**
 * GET /orders/delivery?pincode= (issue 16): the promise and cash on delivery for the signed-in
 * shopper's cart and this pincode - what placing the order will apply. Nothing until the
 * pincode is six valid digits.
 */
export function useOrderDelivery(pincode: string | undefined) {
  const ownerId = useOwnerId();
  const valid = pincode !== undefined && PINCODE.test(pincode);
  return useQuery({
    queryKey: deliveryKeys.order(ownerId, pincode ?? ''),
    queryFn: ({ signal }) =>
      api.get<OrderDelivery>('/orders/delivery', { query: { pincode }, signal }),
    enabled: valid,
    staleTime: 30_000,
    retry: false,
  });
}
