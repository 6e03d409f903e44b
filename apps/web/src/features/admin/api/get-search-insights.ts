import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchInsights } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/search/insights: top searches and searches that found nothing. */
export function getSearchInsights(signal?: AbortSignal): Promise<SearchInsights> {
  return adminApi.get<SearchInsights>('/admin/search/insights', { signal });
}

export const getSearchInsightsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.searchInsights(),
    queryFn: ({ signal }) => getSearchInsights(signal),
  });

export function useSearchInsights() {
  return useQuery(getSearchInsightsQueryOptions());
}
