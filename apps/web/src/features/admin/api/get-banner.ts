import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBanner } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: GET /admin/banners/{id}. */
export function getBanner(id: string, signal?: AbortSignal): Promise<AdminBanner> {
  return adminApi.get<AdminBanner>(`/admin/banners/${encodeURIComponent(id)}`, { signal });
}

export const getBannerQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.banner(id), queryFn: ({ signal }) => getBanner(id, signal) });

export function useBanner(id: string | undefined) {
  return useQuery({ ...getBannerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
