import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationReason, Order } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

/**
 * spec §7: PATCH /orders/{id}/cancel {reason} -> data.order. Only the reason is sent; the
 * dialog's comments stay in the dialog (spec §3 Cancellation input).
 */
export async function cancelOrder(id: string, reason: CancellationReason): Promise<Order> {
  const data = await api.patch<{ order: Order }>(`/orders/${encodeURIComponent(id)}/cancel`, {
    reason,
  });
  return data.order;
}

/** The cancelled order replaces the cached one (spec §4: the status becomes cancelled). */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (reason: CancellationReason) => cancelOrder(id, reason),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(ownerId, id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(ownerId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(ownerId, id) });
    },
  });
}
