import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Address,
  type CreateReturnBody,
  type ReturnList,
  type ReturnRequest,
  UPLOAD_FIELD_NAME,
  type UploadResult,
} from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/returns`;

/** GET /orders/{id}/returns: the requests, what may still be asked for, and the days left. */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.returns(useOwnerId(), orderId),
    queryFn: ({ signal }) => api.get<ReturnList>(path(orderId), { signal }),
    enabled,
  });
}

/** The shopper's saved addresses, for a pickup from somewhere else than the order's address. */
export function usePickupAddresses(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.pickupAddresses(useOwnerId()),
    queryFn: ({ signal }) => api.get<{ addresses: Address[] }>('/users/addresses', { signal }),
    enabled,
  });
}

function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.returns(ownerId, orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(ownerId, orderId) });
  };
}

export function useCreateReturn(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: (body: CreateReturnBody) => api.post<ReturnRequest>(path(orderId), body),
    onSuccess: refresh,
  });
}

export function useCancelReturn(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: (returnId: string) =>
      api.patch<ReturnRequest>(`${path(orderId)}/${encodeURIComponent(returnId)}/cancel`),
    onSuccess: refresh,
  });
}

/** POST /returns/photos (multipart): the back office's upload rules. */
export function useReturnPhotoUpload() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD_NAME, file);
      return api.post<UploadResult>('/returns/photos', form, { timeoutMs: 60_000 });
    },
  });
}
