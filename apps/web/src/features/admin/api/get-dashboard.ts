import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/dashboard: today's orders and revenue (India's day), pending orders, low stock. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return adminApi.get<AdminDashboard>('/admin/dashboard', { signal });
}

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    // The shop keeps selling while the page is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
