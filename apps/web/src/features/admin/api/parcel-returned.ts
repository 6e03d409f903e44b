import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useOrderChanged } from './order-changed';

/**
 * PATCH /admin/orders/{id}/parcel-returned (decision 048): the parcel of an order cancelled once
 * shipped is back at the shop, so its stock goes back on sale.
 */
async function patchParcelReturned(id: string) {
  const data = await adminApi.patch<{ order: AdminOrderDetail }>(
    `/admin/orders/${encodeURIComponent(id)}/parcel-returned`,
    {},
  );
  return data.order;
}

export function useParcelReturned(id: string) {
  return useMutation({ mutationFn: () => patchParcelReturned(id), onSuccess: useOrderChanged() });
}
