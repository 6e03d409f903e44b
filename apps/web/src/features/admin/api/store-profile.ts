import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreProfile, StoreProfileBody } from '@shop/contracts';
import { storeProfileKeys } from '@/features/store-profile';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** Issue 14: GET /admin/store-profile. */
function getStoreProfile(signal?: AbortSignal): Promise<StoreProfile> {
  return adminApi.get<StoreProfile>('/admin/store-profile', { signal });
}

const getStoreProfileQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.storeProfile(),
    queryFn: ({ signal }) => getStoreProfile(signal),
  });

export function useAdminStoreProfile() {
  return useQuery(getStoreProfileQueryOptions());
}

/** Issue 14: PUT /admin/store-profile; the shop's footer reloads it too. */
export function useSaveStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreProfileBody) =>
      adminApi.put<StoreProfile>('/admin/store-profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.storeProfile(), profile);
      void queryClient.invalidateQueries({ queryKey: storeProfileKeys.all });
    },
  });
}
