import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** Issue 16: GET /admin/delivery-settings (the defaults until the owner saves). */
export function useDeliverySettings() {
  return useQuery({
    queryKey: adminKeys.deliverySettings(),
    queryFn: ({ signal }) => adminApi.get<DeliverySettings>('/admin/delivery-settings', { signal }),
  });
}

/** Issue 16: PUT /admin/delivery-settings. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettings) =>
      adminApi.put<DeliverySettings>('/admin/delivery-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.deliverySettings(), settings),
  });
}
