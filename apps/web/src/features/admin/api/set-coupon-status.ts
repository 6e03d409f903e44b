import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** PATCH /admin/coupons/{id}/status {isActive}: a deactivated code stops applying at once. */
export function patchCouponStatus(id: string, isActive: boolean): Promise<AdminCoupon> {
  return adminApi.patch<AdminCoupon>(`/admin/coupons/${encodeURIComponent(id)}/status`, {
    isActive,
  });
}

export function useSetCouponStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      patchCouponStatus(id, isActive),
    onSuccess: (coupon) => {
      queryClient.setQueryData(adminKeys.coupon(coupon.id), coupon);
      void queryClient.invalidateQueries({ queryKey: adminKeys.coupons() });
    },
  });
}
