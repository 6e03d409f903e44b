import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBannerReorderBody, AdminBannerReorderResult } from '@shop/contracts';
import { bannerKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: PATCH /admin/banners/reorder {bannerOrders}. */
export function patchBannerOrder(
  bannerOrders: AdminBannerReorderBody['bannerOrders'],
): Promise<AdminBannerReorderResult> {
  return adminApi.patch<AdminBannerReorderResult>('/admin/banners/reorder', { bannerOrders });
}

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchBannerOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.banners() });
      void queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
