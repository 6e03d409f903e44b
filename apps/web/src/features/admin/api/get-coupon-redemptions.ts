import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminCouponRedemptionList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/coupons/{id}/redemptions: which orders used the coupon, newest first. */
export function getCouponRedemptions(id: string, page: number, signal?: AbortSignal) {
  return adminApi.get<AdminCouponRedemptionList>(
    `/admin/coupons/${encodeURIComponent(id)}/redemptions`,
    { query: { page, limit: ADMIN_DEFAULT_PAGE_SIZE }, signal },
  );
}

export const getCouponRedemptionsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.redemptions(id, page),
    queryFn: ({ signal }) => getCouponRedemptions(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCouponRedemptions(id: string, page: number) {
  return useQuery(getCouponRedemptionsQueryOptions(id, page));
}
