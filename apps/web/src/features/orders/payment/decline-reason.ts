import type { Order } from '@shop/contracts';

/** The gateway's reason for a decline, as the order records it (null unless it failed). */
export function declineReason(order: Order): string | null {
  return order.paymentStatus === 'failed'
    ? (order.payment?.failureReason ?? 'Your payment did not go through.')
    : null;
}
