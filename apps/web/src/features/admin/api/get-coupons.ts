import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminCouponList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

export interface CouponListFilters {
  page: number;
  search: string;
  /** '' for all, else 'true' or 'false'. */
  isActive: string;
}

/** GET /admin/coupons: newest first, searchable by code or description. */
export function getCoupons(filters: CouponListFilters, signal?: AbortSignal) {
  return adminApi.get<AdminCouponList>('/admin/coupons', {
    query: { ...filters, limit: ADMIN_DEFAULT_PAGE_SIZE },
    signal,
  });
}

export const getCouponsQueryOptions = (filters: CouponListFilters) =>
  queryOptions({
    queryKey: adminKeys.couponList(filters),
    queryFn: ({ signal }) => getCoupons(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useCoupons(filters: CouponListFilters) {
  return useQuery(getCouponsQueryOptions(filters));
}
