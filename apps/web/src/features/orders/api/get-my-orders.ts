import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';
import type { MyOrdersRequest } from '../orders-list-params';

/** spec §7: GET /orders/my-orders -> data.orders and data.pagination (total, page, pages). */
export function getMyOrders(query: MyOrdersRequest, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/orders/my-orders', { query: { ...query }, signal });
}

export const getMyOrdersQueryOptions = (ownerId: string, query: MyOrdersRequest) =>
  queryOptions({
    queryKey: orderKeys.list(ownerId, query),
    queryFn: ({ signal }) => getMyOrders(query, signal),
    // A status can change at any time in the back office; a visit shows what is true now.
    staleTime: 0,
    // Turning a page or changing a filter keeps the previous cards until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useMyOrders(query: MyOrdersRequest) {
  return useQuery(getMyOrdersQueryOptions(useOwnerId(), query));
}
