import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponCreateBody, AdminCouponUpdateBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** POST /admin/coupons (409 when the code exists). */
export function postCoupon(body: AdminCouponCreateBody): Promise<AdminCoupon> {
  return adminApi.post<AdminCoupon>('/admin/coupons', body);
}

/** PUT /admin/coupons/{id}. */
export function putCoupon(id: string, body: AdminCouponUpdateBody): Promise<AdminCoupon> {
  return adminApi.put<AdminCoupon>(`/admin/coupons/${encodeURIComponent(id)}`, body);
}

export function useSaveCoupon(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCouponCreateBody) => (id ? putCoupon(id, body) : postCoupon(body)),
    onSuccess: (coupon) => {
      queryClient.setQueryData(adminKeys.coupon(coupon.id), coupon);
      void queryClient.invalidateQueries({ queryKey: adminKeys.coupons() });
    },
  });
}
