import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useOrderChanged } from './order-changed';

/**
 * PATCH /admin/orders/{id}/refused (issue 16): a shipped cash-on-delivery order came back
 * refused; it is cancelled and counts towards the shopper's cash-on-delivery block.
 */
async function patchOrderRefused(id: string) {
  const data = await adminApi.patch<{ order: AdminOrderDetail }>(
    `/admin/orders/${encodeURIComponent(id)}/refused`,
    {},
  );
  return data.order;
}

export function useRefuseOrder(id: string) {
  return useMutation({ mutationFn: () => patchOrderRefused(id), onSuccess: useOrderChanged() });
}
