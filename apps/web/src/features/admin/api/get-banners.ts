import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminBannerList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** spec §7: GET /admin/banners with page (default 1) and limit (default 20), in display order. */
export function getBanners(page: number, signal?: AbortSignal): Promise<AdminBannerList> {
  return adminApi.get<AdminBannerList>('/admin/banners', {
    query: { page, limit: ADMIN_DEFAULT_PAGE_SIZE },
    signal,
  });
}

export const getBannersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.bannerList(page),
    queryFn: ({ signal }) => getBanners(page, signal),
    placeholderData: keepPreviousData,
  });

export function useBanners(page: number) {
  return useQuery(getBannersQueryOptions(page));
}
