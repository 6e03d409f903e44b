import {
  ORDER_LIST_DEFAULT_LIMIT,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderSort,
  type OrderStatus,
} from '@shop/contracts';

/** spec §9: status filter 'all' or a lowercase status; sorts newest, oldest, amount-high/low. */
export type OrderStatusFilter = 'all' | OrderStatus;

export interface OrdersFilters {
  search: string;
  status: OrderStatusFilter;
  sort: OrderSort;
  page: number;
}

export const DEFAULT_ORDERS_FILTERS: OrdersFilters = {
  search: '',
  status: 'all',
  sort: 'newest',
  page: 1,
};

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is OrderSort =>
  (ORDER_SORTS as readonly string[]).includes(value ?? '');

/** The filters live in the address bar, so a reload, a shared link and Back keep them. */
export function filtersFromSearchParams(params: URLSearchParams): OrdersFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : 'all',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, so the plain /orders stays plain. */
export function searchParamsFromFilters(filters: OrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const SORT_FIELDS: Record<
  OrderSort,
  { sortBy: 'createdAt' | 'totalAmount'; sortOrder: 'asc' | 'desc' }
> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  'amount-high': { sortBy: 'totalAmount', sortOrder: 'desc' },
  'amount-low': { sortBy: 'totalAmount', sortOrder: 'asc' },
};

/**
 * spec §7: GET /orders/my-orders with page, limit, sortBy, sortOrder and status, empty ones
 * skipped ('all' is no filter); search is trimmed.
 */
export function myOrdersQuery(filters: OrdersFilters) {
  return {
    page: filters.page,
    limit: ORDER_LIST_DEFAULT_LIMIT,
    ...SORT_FIELDS[filters.sort],
    status: filters.status === 'all' ? undefined : filters.status,
    search: filters.search.trim() || undefined,
  };
}
export type MyOrdersRequest = ReturnType<typeof myOrdersQuery>;
