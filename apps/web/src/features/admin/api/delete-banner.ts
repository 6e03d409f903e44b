import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeleted } from '@shop/contracts';
import { bannerKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: DELETE /admin/banners/{id}. */
export function deleteBanner(id: string): Promise<AdminDeleted> {
  return adminApi.delete<AdminDeleted>(`/admin/banners/${encodeURIComponent(id)}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.banner(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.banners() });
      void queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
