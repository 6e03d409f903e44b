import type { CreateOrderBody, Order } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * spec §7: POST /orders/create -> data.order (orderId, totalAmount, ...). The Idempotency-Key
 * makes a retry of the same submission (after a timeout, say) answer the same order instead of
 * placing a second one.
 */
export async function placeOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  const data = await api.post<{ order: Order }>('/orders/create', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.order;
}
