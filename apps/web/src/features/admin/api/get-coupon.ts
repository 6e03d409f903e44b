import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/coupons/{id}. */
export function getCoupon(id: string, signal?: AbortSignal): Promise<AdminCoupon> {
  return adminApi.get<AdminCoupon>(`/admin/coupons/${encodeURIComponent(id)}`, { signal });
}

export const getCouponQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.coupon(id), queryFn: ({ signal }) => getCoupon(id, signal) });

export function useCoupon(id: string | undefined) {
  return useQuery({ ...getCouponQueryOptions(id ?? ''), enabled: Boolean(id) });
}
