import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

export interface OrderListFilters {
  page: number;
  status: string;
  paymentStatus: string;
  /** 'YYYY-MM-DD', a whole day in India's time zone. */
  from: string;
  to: string;
  search: string;
}

/** GET /admin/orders: newest first; search matches order number, item names, customer phone. */
export function getOrders(filters: OrderListFilters, signal?: AbortSignal) {
  return adminApi.get<AdminOrderList>('/admin/orders', { query: { ...filters }, signal });
}

export const getOrdersQueryOptions = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderListFilters) {
  return useQuery(getOrdersQueryOptions(filters));
}
