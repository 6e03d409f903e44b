import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner } from '@shop/contracts';
import { bannerKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: PATCH /admin/banners/{id}/status {isActive}. */
export function patchBannerStatus(id: string, isActive: boolean): Promise<AdminBanner> {
  return adminApi.patch<AdminBanner>(`/admin/banners/${encodeURIComponent(id)}/status`, {
    isActive,
  });
}

export function useSetBannerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      patchBannerStatus(id, isActive),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.banners() });
      void queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
