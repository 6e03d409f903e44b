import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

/** spec §7: GET /orders/{id} -> data.order (another shopper's order answers 404). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const data = await api.get<{ order: Order }>(`/orders/${encodeURIComponent(id)}`, { signal });
  return data.order;
}

export const getOrderQueryOptions = (ownerId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(ownerId, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export function useOrder(id: string | null) {
  const ownerId = useOwnerId();
  return useQuery({ ...getOrderQueryOptions(ownerId, id ?? ''), enabled: Boolean(id) });
}
