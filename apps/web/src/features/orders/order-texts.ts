import { statusLabel } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import type { OrdersMessages } from './orders.messages';

type T = Translate<OrdersMessages>;

/** An order status in the page's language; a status the book does not know reads as before. */
export const orderStatusText = (t: T, status: string) =>
  t('orderStatus', { status: status.toLowerCase(), fallback: statusLabel(status) });

/** A payment status (pending when absent) in the page's language. */
export const paymentStatusText = (t: T, status: string) =>
  t('paymentStatus', { status: status.toLowerCase(), fallback: statusLabel(status) });

/** spec §9's refund timeline by payment method, in the page's language. */
export const refundTimelineText = (t: T, method: string | null | undefined) =>
  t('refundTimeline', { method: (method ?? '').toLowerCase() });
