import { useQuery } from '@tanstack/react-query';
import type { DeliveryCheck } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { deliveryKeys } from '../delivery-keys';

/** GET /delivery/check?pincode=&productId= (issue 16). */
export function useDeliveryCheck(pincode: string | null, productId?: string) {
  return useQuery({
    queryKey: deliveryKeys.check(pincode ?? '', productId),
    queryFn: ({ signal }) =>
      api.get<DeliveryCheck>('/delivery/check', { query: { pincode, productId }, signal }),
    enabled: pincode !== null,
    staleTime: 60_000,
    retry: false,
  });
}
