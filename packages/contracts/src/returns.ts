/**
 * Returns and size exchanges (issue 15, decision 020): the window, the reasons, the steps of a
 * request, and the refund of returned units in paise.
 */

/** Days after delivery a shopper may ask for a return or exchange (the product page's promise). */
export const RETURN_WINDOW_DAYS = 30;

/** Photos a shopper may add to a request. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_COMMENTS_MAX = 1000;
export const RETURN_DECISION_REASON_MAX = 500;

/** How far ahead the owner may book a pickup: from today in India to this many days later. */
export const RETURN_PICKUP_DAYS_AHEAD = 30;

/** A day some days from `now` in India (UTC+05:30, no daylight saving), as 'YYYY-MM-DD'. */
export function dayInIndia(now: Date, daysAhead = 0): string {
  return new Date(now.getTime() + (330 + daysAhead * 1440) * 60_000).toISOString().slice(0, 10);
}

export const RETURN_REASONS = [
  'size_too_small',
  'size_too_large',
  'damaged',
  'different_from_picture',
  'quality_not_as_expected',
  'changed_my_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size_too_small: 'Size too small',
  size_too_large: 'Size too large',
  damaged: 'Damaged',
  different_from_picture: 'Different from picture',
  quality_not_as_expected: 'Quality not as expected',
  changed_my_mind: 'Changed my mind',
  other: 'Other',
};

/** The reasons that are the shop's fault: the platform and delivery fees are refunded too. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'different_from_picture'];

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'pickup_scheduled',
  'picked_up',
  'received',
  'qc_passed',
  'qc_failed',
  'refunded',
  'exchange_shipped',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  received: 'Received at the warehouse',
  qc_passed: 'Quality check passed',
  qc_failed: 'Quality check failed',
  refunded: 'Refunded',
  exchange_shipped: 'Exchange shipped',
};

/** The shopper may cancel a request until it is picked up. */
export const RETURN_CANCELLABLE_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'pickup_scheduled',
];

/** Requests that no longer hold units of the order (they may be asked for again). */
export const RETURN_CLOSED_STATUSES: readonly ReturnStatus[] = ['rejected', 'cancelled'];

/** The owner's steps, and the statuses each may start from. */
export const RETURN_ACTIONS = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  schedule_pickup: { from: ['approved'], to: 'pickup_scheduled' },
  picked_up: { from: ['pickup_scheduled'], to: 'picked_up' },
  received: { from: ['picked_up'], to: 'received' },
  qc_passed: { from: ['received'], to: 'qc_passed' },
  qc_failed: { from: ['received'], to: 'qc_failed' },
  refund: { from: ['qc_passed'], to: 'refunded' },
  ship_exchange: { from: ['qc_passed'], to: 'exchange_shipped' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;
export const RETURN_ACTION_NAMES = Object.keys(RETURN_ACTIONS) as [ReturnAction, ...ReturnAction[]];

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** The calendar day in India (Asia/Kolkata, no daylight saving) as a day number. */
const istDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);

/**
 * Days left to ask for a return: the delivery day is day 0, day RETURN_WINDOW_DAYS (calendar
 * days in India) is the last allowed; negative once the window is over.
 */
export function returnDaysLeft(deliveredAt: Date, now: Date, windowDays = RETURN_WINDOW_DAYS) {
  return windowDays - (istDay(now) - istDay(deliveredAt));
}

/** Indian Financial System Code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Savings and current account numbers in India run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** "XXXXXX1234": only the last 4 digits of an account number are ever shown. */
export const maskAccountNumber = (number: string) =>
  `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/** "as****@okaxis": the first 2 characters of a UPI id's name and its handle. */
export function maskUpiId(upiId: string) {
  const [name = '', handle = ''] = upiId.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(0, name.length - 2))}@${handle}`;
}

/**
 * Splits `amount` over `weights` in proportion, whole paise, largest remainders first: the parts
 * always add up to `amount`.
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export interface RefundableLine {
  /** Unit price paid, in rupees. */
  price: number;
  /** Units bought on the order line. */
  quantity: number;
  /** The line's share of the order's coupon discount, in paise. */
  couponSharePaise: number;
}

/**
 * What returning `units` of a line pays back, in paise: the units' price less their share of
 * the coupon. `alreadyReturned` units of the line were refunded before: the shares are cut
 * cumulatively (floor of share x units / quantity), so all the refunds of a line together give
 * back exactly its price less its coupon share, never a paisa more.
 */
export function returnedUnitsRefundPaise(
  line: RefundableLine,
  units: number,
  alreadyReturned: number,
): number {
  const upTo = (n: number) => Math.floor((line.couponSharePaise * n) / line.quantity);
  const coupon = upTo(alreadyReturned + units) - upTo(alreadyReturned);
  return units * line.price * 100 - coupon;
}
