import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  type AdminReturnList,
  type ReturnAction,
  type ReturnRequest,
} from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import { messageNow } from '@/lib/i18n';
import { adminApi } from '../admin-client';
import { adminMessages } from '../admin.messages';
import { adminKeys } from '../admin-keys';

export interface ReturnQueueFilters {
  page: number;
  status: string;
  kind: string;
}

/** GET /admin/returns: requests newest first, by status and kind. */
export function useReturnQueue(filters: ReturnQueueFilters) {
  return useQuery({
    queryKey: adminKeys.returnList(filters),
    queryFn: ({ signal }) =>
      adminApi.get<AdminReturnList>('/admin/returns', {
        query: {
          page: filters.page,
          limit: ADMIN_DEFAULT_PAGE_SIZE,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.kind ? { kind: filters.kind } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/returns?orderId=: one order's requests, for its page (an order has a few). */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: adminKeys.returnList({ orderId }),
    queryFn: ({ signal }) =>
      adminApi.get<AdminReturnList>('/admin/returns', {
        query: { orderId, page: 1, limit: ADMIN_MAX_PAGE_SIZE },
        signal,
      }),
  });
}

export interface ReturnStepBody {
  action: ReturnAction;
  reason?: string;
  pickupDate?: string;
  carrier?: string;
  trackingNumber?: string;
  reference?: string;
}

/** POST /admin/returns/{id}/steps: one step; the queue reloads and the toast says it. */
export function useReturnStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReturnStepBody & { id: string }) =>
      adminApi.post<ReturnRequest>(`/admin/returns/${id}/steps`, body),
    onSuccess: () => {
      showToast(messageNow(adminMessages, 'requestUpdated'));
      return queryClient.invalidateQueries({ queryKey: adminKeys.returns() });
    },
    onError: (error) => showToast(error.message, 'error'),
  });
}
