import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contracts';
import { statusLabel } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import type { AdminMessages } from './admin.messages';

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * An order's state in the page's language ('Shipped'); a state the console does not know
 * (a tracking event's own) shows as the server wrote it, capitalised.
 */
export function orderStatusText(t: Translate<AdminMessages>, status: string): string {
  return isOrderStatus(status) ? t(`orderStatus_${status}`) : statusLabel(status);
}

/** A payment's state in the page's language ('Completed'), or as written when unknown. */
export function paymentStatusText(t: Translate<AdminMessages>, status: string): string {
  return isPaymentStatus(status) ? t(`paymentStatus_${status}`) : statusLabel(status);
}
