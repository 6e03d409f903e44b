import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BANNER_CACHE_MS,
  BANNER_RELOAD_MS,
  BANNER_TIMEOUT_MS,
  CATEGORY_BANNER_REFRESH_MS,
  type Banner,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { bannerKeys } from '../catalogue-keys';

/**
 * spec §7/§9: GET /banners/active with its own 5 s timeout. Every request carries a `_` stamp so
 * no HTTP cache on the way answers a reload with old banners (spec §4: reload bypassing the cache).
 */
export async function getActiveBanners(signal?: AbortSignal): Promise<Banner[]> {
  const data = await api.get<Banner[]>('/banners/active', {
    query: { _: Date.now() },
    timeoutMs: BANNER_TIMEOUT_MS,
    signal,
  });
  return Array.isArray(data) ? data.filter((banner) => banner.isActive !== false) : [];
}

/**
 * spec §4: active banners are cached for 60 s. On a failed reload TanStack keeps the last banners
 * it had; with none yet the list is empty.
 */
export const getActiveBannersQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.active(),
    queryFn: ({ signal }) => getActiveBanners(signal),
    staleTime: BANNER_CACHE_MS,
  });

const byOrder = (a: Banner, b: Banner) => a.order - b.order;

const carouselBanners = (banners: Banner[]) =>
  banners.filter((b) => b.displayType === 'carousel' || b.displayType === 'both').sort(byOrder);

const categoryCardBanners = (banners: Banner[]) =>
  banners
    .filter((b) => b.displayType === 'category-card' || b.displayType === 'both')
    .sort(byOrder);

const NO_BANNERS: Banner[] = [];

/** spec §4: carousel (and 'both') banners in order, reloaded every 5 minutes. */
export function useCarouselBanners() {
  const query = useQuery({
    ...getActiveBannersQueryOptions(),
    select: carouselBanners,
    refetchInterval: BANNER_RELOAD_MS,
  });
  return { banners: query.data ?? NO_BANNERS, isLoading: query.isPending };
}

/** spec §4: the home category cards refresh every 2 minutes (same request, shared cache). */
export function useCategoryCardBanners() {
  const query = useQuery({
    ...getActiveBannersQueryOptions(),
    select: categoryCardBanners,
    refetchInterval: CATEGORY_BANNER_REFRESH_MS,
  });
  return { banners: query.data ?? NO_BANNERS, isLoading: query.isPending, isError: query.isError };
}
