import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProfile } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { storeProfileKeys } from '../store-profile-keys';

/** Issue 14: GET /store-profile, the shop's legal identity (the server keeps it 60 s). */
function getStoreProfile(signal?: AbortSignal): Promise<StoreProfile> {
  return api.get<StoreProfile>('/store-profile', { signal });
}

const getStoreProfileQueryOptions = () =>
  queryOptions({
    queryKey: storeProfileKeys.all,
    queryFn: ({ signal }) => getStoreProfile(signal),
    staleTime: 5 * 60_000,
  });

export function useStoreProfile() {
  return useQuery(getStoreProfileQueryOptions());
}
