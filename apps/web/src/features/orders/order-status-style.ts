/**
 * spec §4 Order status: the recognised statuses get their own colour; anything else a neutral
 * one. Payment status: pending when absent, completed, anything else a failure.
 */
const ORDER_STATUS_CLASSES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-100 text-sky-800 ring-sky-200',
  processing: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  shipped: 'bg-violet-100 text-violet-800 ring-violet-200',
  delivered: 'bg-green-100 text-green-800 ring-green-200',
  cancelled: 'bg-red-100 text-red-800 ring-red-200',
};
const NEUTRAL_STATUS_CLASS = 'bg-slate-100 text-slate-700 ring-slate-200';

export function orderStatusClass(status: string): string {
  return ORDER_STATUS_CLASSES[status.toLowerCase()] ?? NEUTRAL_STATUS_CLASS;
}

export type PaymentTone = 'completed' | 'pending' | 'failed';

/** spec §4: pending by default, completed, and every other value is shown as a failure. */
export function paymentTone(status: string | null | undefined): PaymentTone {
  const value = (status ?? 'pending').toLowerCase() || 'pending';
  if (value === 'completed') return 'completed';
  if (value === 'pending') return 'pending';
  return 'failed';
}

/** spec §2 Order detail: green for completed, yellow for pending, red otherwise. */
export const PAYMENT_TONE_CLASSES: Record<PaymentTone, string> = {
  completed: 'text-green-700',
  pending: 'text-amber-700',
  failed: 'text-red-700',
};
