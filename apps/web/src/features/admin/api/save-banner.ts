import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, AdminBannerCreateBody, AdminBannerUpdateBody } from '@shop/contracts';
import { bannerKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: POST /admin/banners. */
export function postBanner(body: AdminBannerCreateBody): Promise<AdminBanner> {
  return adminApi.post<AdminBanner>('/admin/banners', body);
}

/** spec §7: PUT /admin/banners/{id}. */
export function putBanner(id: string, body: AdminBannerUpdateBody): Promise<AdminBanner> {
  return adminApi.put<AdminBanner>(`/admin/banners/${encodeURIComponent(id)}`, body);
}

/** Creates when there is no id yet, else updates; the lists and the storefront's banners reload. */
export function useSaveBanner(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBannerCreateBody) => (id ? putBanner(id, body) : postBanner(body)),
    onSuccess: (banner) => {
      queryClient.setQueryData(adminKeys.banner(banner._id), banner);
      void queryClient.invalidateQueries({ queryKey: adminKeys.banners() });
      void queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
