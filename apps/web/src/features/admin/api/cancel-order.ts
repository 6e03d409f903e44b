import { useMutation } from '@tanstack/react-query';
import type { AdminCancelOrderBody, AdminOrderDetail } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useOrderChanged } from './order-changed';

/** PATCH /admin/orders/{id}/cancel {reason}: restores stock and records the refund (spec §9). */
export async function patchOrderCancel(id: string, body: AdminCancelOrderBody) {
  const data = await adminApi.patch<{ order: AdminOrderDetail }>(
    `/admin/orders/${encodeURIComponent(id)}/cancel`,
    body,
  );
  return data.order;
}

export function useCancelOrder(id: string) {
  return useMutation({
    mutationFn: (body: AdminCancelOrderBody) => patchOrderCancel(id, body),
    onSuccess: useOrderChanged(),
  });
}
