import type { Order } from '@shop/contracts';
import { messageNow } from '@/lib/i18n';
import { paymentMessages } from './payment.messages';

/** The gateway's reason for a decline, as the order records it (null unless it failed). */
export function declineReason(order: Order): string | null {
  return order.paymentStatus === 'failed'
    ? (order.payment?.failureReason ?? messageNow(paymentMessages, 'didNotGoThrough'))
    : null;
}
