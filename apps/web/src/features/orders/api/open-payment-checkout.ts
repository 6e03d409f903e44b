import type { Order } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /orders/{id}/payment/checkout (PAYMENT_PROVIDER=razorpay): opens a new Razorpay order for
 * a pending online order whose first one could not be created or was settled as failed; the
 * answer's `payment.checkout` is what Razorpay Checkout needs.
 */
export async function openPaymentCheckout(id: string): Promise<Order> {
  const data = await api.post<{ order: Order }>(
    `/orders/${encodeURIComponent(id)}/payment/checkout`,
  );
  return data.order;
}
