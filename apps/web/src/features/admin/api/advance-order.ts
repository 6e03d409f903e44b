import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderTransitionBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useOrderChanged } from './order-changed';

/**
 * PATCH /admin/orders/{id}/status: one step forward (shipping with carrier and tracking number);
 * a step that does not follow is refused with 422. Each step writes the tracking event the
 * shopper sees.
 */
export async function patchOrderStatus(id: string, body: AdminOrderTransitionBody) {
  const data = await adminApi.patch<{ order: AdminOrderDetail }>(
    `/admin/orders/${encodeURIComponent(id)}/status`,
    body,
  );
  return data.order;
}

export function useAdvanceOrder(id: string) {
  return useMutation({
    mutationFn: (body: AdminOrderTransitionBody) => patchOrderStatus(id, body),
    onSuccess: useOrderChanged(),
  });
}
