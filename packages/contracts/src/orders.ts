/**
 * Order and payment rules both apps need (spec §4, §5, §9). The basic lists - payment method
 * codes, bank codes, statuses, cancellation reasons, sorts - live in constants.ts; the refund
 * arithmetic in money.ts (refundAmountPaise, refundTimeline); orderNumber in format.ts.
 */
import {
  CANCELLABLE_STATUSES,
  NET_BANKING_BANKS,
  type OrderStatus,
  PAYMENT_METHOD_CODES,
  type PaymentMethod,
  type PaymentStatus,
} from './constants';
import { refundAmountPaise, refundTimeline } from './money';

/** What the checkout screen calls a method ('card', 'upi', 'netbanking', 'cod'). */
export type PaymentMethodChoice = keyof typeof PAYMENT_METHOD_CODES;
export const PAYMENT_METHOD_CHOICES = Object.keys(PAYMENT_METHOD_CODES) as PaymentMethodChoice[];

/** spec §9: card -> CARD, upi -> UPI, netbanking -> ONLINE, cod -> COD. */
export function paymentMethodCode(choice: PaymentMethodChoice): PaymentMethod {
  return PAYMENT_METHOD_CODES[choice];
}

/** The reverse of paymentMethodCode: ONLINE -> 'netbanking'. */
export function paymentMethodChoice(code: PaymentMethod): PaymentMethodChoice {
  const found = PAYMENT_METHOD_CHOICES.find((choice) => PAYMENT_METHOD_CODES[choice] === code);
  if (!found) throw new Error(`unknown payment method ${code}`);
  return found;
}

/** The methods that need a payment step before the order is confirmed. */
export const ONLINE_PAYMENT_METHODS = ['CARD', 'UPI', 'ONLINE'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const isOnlinePayment = (method: PaymentMethod): method is OnlinePaymentMethod =>
  method !== 'COD';

/** How the screens name each method (spec §1: card, UPI, net banking, cash on delivery). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: 'Credit / Debit Card',
  UPI: 'UPI',
  ONLINE: 'Net Banking',
  COD: 'Cash on Delivery',
};

export const BANK_CODES = NET_BANKING_BANKS.map((bank) => bank.code) as [
  (typeof NET_BANKING_BANKS)[number]['code'],
  ...(typeof NET_BANKING_BANKS)[number]['code'][],
];

export function bankName(code: string): string {
  return NET_BANKING_BANKS.find((bank) => bank.code === code)?.name ?? code;
}

/** spec §5: letters, digits, dot, underscore or hyphen, then @, then the same set. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;

/** GET /orders/my-orders paging (limit 10 by default, at most 50). */
export const ORDER_LIST_DEFAULT_LIMIT = 10;
export const ORDER_LIST_MAX_LIMIT = 50;
/** Back-office order list paging. */
export const ADMIN_ORDER_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_ORDER_LIST_MAX_LIMIT = 100;

/** spec §2 Orders list: the sort select, in order. */
export const ORDER_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'amount-high', label: 'Highest Amount' },
  { value: 'amount-low', label: 'Lowest Amount' },
] as const;

/** spec §2 Orders list: the status select ('all' or a lower-case status). */
export const ORDER_STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

/**
 * The shop owner's next steps from each status (cancellation aside): pending -> confirmed ->
 * processing -> shipped -> delivered. Nothing follows delivered or cancelled.
 */
export const ORDER_NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};
export const FULFILMENT_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** spec §4: the shopper may cancel only while pending, confirmed or processing. */
export const canCancelOrder = (status: OrderStatus): boolean =>
  CANCELLABLE_STATUSES.includes(status);
/**
 * The shop owner may also cancel a shipped order: at the shopper's request spec §9's 90% applies,
 * on the shop's own account everything paid comes back (cancellationRefundPaise).
 */
export const ADMIN_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  ...CANCELLABLE_STATUSES,
  'shipped',
];

/**
 * Who a cancellation is for: the shopper's own (from their order page, or asked of the shop) or
 * the shop's (out of stock, lost by the courier...).
 */
export const CANCELLED_BY = ['shopper', 'shop'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * The refund a cancellation gives, in paise: spec §9's rule by status applied to what was
 * actually paid. Cash on delivery and an online payment that never completed paid nothing, so
 * they refund 0 (decision 008). When the shop cancels, the shopper bears no cancellation charge
 * (india.md: none unless the shop bears a like one): everything paid comes back.
 */
export function cancellationRefundPaise(
  order: { orderStatus: OrderStatus; paymentStatus: PaymentStatus; totalAmount: number },
  by: CancelledBy = 'shopper',
): number {
  if (order.paymentStatus !== 'completed') return 0;
  if (by === 'shop') return order.totalAmount * 100;
  return refundAmountPaise(order.orderStatus, order.totalAmount);
}

/** The refund box of the cancel dialog: amount in paise and the timeline by method (spec §9). */
export function cancellationRefund(
  order: {
    orderStatus: OrderStatus;
    paymentStatus: PaymentStatus;
    paymentMethod: PaymentMethod;
    totalAmount: number;
  },
  by: CancelledBy = 'shopper',
): { amountPaise: number; timeline: string } {
  return {
    amountPaise: cancellationRefundPaise(order, by),
    timeline: refundTimeline(order.paymentMethod),
  };
}

/** Paise as a rupee number with two decimals (display only; never used for arithmetic). */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** spec §8: the alert after a successful cancellation. */
export function cancelSuccessMessage(amountPaise: number, timeline: string): string {
  return `Order cancelled successfully! You will receive a refund of ₹${(amountPaise / 100).toFixed(2)} within ${timeline}.`;
}

/** The order events that send the shopper an e-mail and SMS (issue 14). */
export const ORDER_NOTIFICATION_EVENTS = [
  'order.placed',
  'order.payment_failed',
  'order.confirmed',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'order.refunded',
  /** Issue 18: a few days after delivery, the buyer is asked to review what they received. */
  'order.review_request',
  /** Issue 15: each step of a return or exchange request (details: status, text). */
  'order.return_update',
] as const;
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];
