import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tracking } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

/**
 * GET /orders/{id}/track: the events recorded on every status change. They replace the spec's
 * client-made history (spec §7), so the dialog shows what really happened.
 */
export function trackOrder(id: string, signal?: AbortSignal): Promise<Tracking> {
  return api.get<Tracking>(`/orders/${encodeURIComponent(id)}/track`, { signal });
}

export const trackOrderQueryOptions = (ownerId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(ownerId, id),
    queryFn: ({ signal }) => trackOrder(id, signal),
    staleTime: 0,
  });

/** Loads only while the Track dialog is open. */
export function useOrderTracking(id: string, enabled: boolean) {
  return useQuery({ ...trackOrderQueryOptions(useOwnerId(), id), enabled });
}
