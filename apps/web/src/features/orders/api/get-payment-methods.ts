import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodList } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

/** GET /orders/payment-methods: the enabled methods, the provider and the banks. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodList> {
  return api.get<PaymentMethodList>('/orders/payment-methods', { signal });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.paymentMethods,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
