import {
  ADMIN_CANCELLABLE_STATUSES,
  ORDER_NEXT_STATUS,
  type FulfilmentStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contracts';
import type { PillTone } from './components/status-pill';

export interface OrderActions {
  /** The one step that follows the current status, or null (delivered, cancelled, unpaid). */
  next: FulfilmentStatus | null;
  /** An online order that is not paid yet cannot be confirmed (the server refuses it). */
  waitingForPayment: boolean;
  canCancel: boolean;
}

/**
 * Issue 7: only what the current status allows is offered - pending -> confirmed -> processing
 * -> shipped -> delivered, or cancel (the shop may also cancel a shipped order, refunding 90%).
 */
export function orderActions(order: {
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): OrderActions {
  const next = ORDER_NEXT_STATUS[order.orderStatus] as FulfilmentStatus | null;
  const waitingForPayment =
    next === 'confirmed' && order.paymentMethod !== 'COD' && order.paymentStatus !== 'completed';
  return {
    next: waitingForPayment ? null : next,
    waitingForPayment,
    canCancel: ADMIN_CANCELLABLE_STATUSES.includes(order.orderStatus),
  };
}

/** spec §4: colours of order and payment states (anything unknown is neutral). */
export const ORDER_STATUS_TONES: Record<OrderStatus, PillTone> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'blue',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

export function paymentTone(status: PaymentStatus): PillTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  // Money that went back, or never came (an order cancelled unpaid): nothing is wrong.
  return status === 'refunded' || status === 'cancelled' ? 'grey' : 'red';
}
