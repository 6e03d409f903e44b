import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/orders/{id}: the order, its customer, tracking history and payment attempts. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const data = await adminApi.get<{ order: AdminOrderDetail }>(
    `/admin/orders/${encodeURIComponent(id)}`,
    { signal },
  );
  return data.order;
}

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
