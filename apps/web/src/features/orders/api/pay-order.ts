import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentBodyInput } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-keys';

/**
 * POST /orders/{id}/payment: pays a pending online order with the card, UPI id or bank. A decline
 * answers 422 PAYMENT_DECLINED and leaves the order pending with paymentStatus failed, so the
 * shopper can try again on the same order.
 */
export async function payOrder(id: string, body: PaymentBodyInput): Promise<Order> {
  const data = await api.post<{ order: Order }>(`/orders/${encodeURIComponent(id)}/payment`, body);
  return data.order;
}

/** Every attempt, paid or declined, changes the order: the cached copies follow. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: PaymentBodyInput }) =>
      payOrder(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(ownerId, order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(ownerId) });
    },
    // A decline is recorded on the order (paymentStatus failed, the reason): read it again.
    onError: (_error, { orderId }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(ownerId, orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(ownerId) });
    },
  });
}
