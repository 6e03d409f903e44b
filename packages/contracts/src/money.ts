import { CANCELLABLE_STATUSES, type OrderStatus } from './constants';

/**
 * Digits in Indian grouping: the last three, then pairs (1,23,45,678), as en-IN and hi-IN write
 * them. Written out rather than asked of Intl: a browser's first Intl.NumberFormat loads its
 * locale data, 15-20 ms of a phone's main thread while the page starts (decision 030).
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** spec §1/§9: rupees with no decimals in en-IN grouping, e.g. ₹1,23,456. */
export function formatPrice(rupees: number): string {
  const whole = Math.round(rupees);
  if (!Number.isFinite(whole)) return `₹${whole}`;
  return `${whole < 0 ? '-' : ''}₹${groupIndian(Math.abs(whole).toFixed(0))}`;
}

/** Amounts kept in paise, shown with two decimals (refunds, spec §8 success alert). */
export function formatPaise(paise: number): string {
  const whole = Math.round(paise);
  if (!Number.isFinite(whole)) return `₹${whole}`;
  const size = Math.abs(whole);
  const rupees = groupIndian(Math.floor(size / 100).toFixed(0));
  return `${whole < 0 ? '-' : ''}₹${rupees}.${String(size % 100).padStart(2, '0')}`;
}

/** spec §9: discount percent is rounded from (original - price) / original. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** spec §9: the cart badge shows 99+ above 99. */
export function cartBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** spec §9: full refund before shipping, 90% once shipped, none otherwise; in paise. */
export function refundAmountPaise(status: OrderStatus, totalRupees: number): number {
  const totalPaise = totalRupees * 100;
  if (CANCELLABLE_STATUSES.includes(status)) return totalPaise;
  if (status === 'shipped') return Math.round((totalPaise * 90) / 100);
  return 0;
}

/** spec §9: refund timeline by payment method. */
export function refundTimeline(method: string | null | undefined): string {
  switch ((method ?? '').toLowerCase()) {
    case 'cod':
      return 'N/A (Cash on Delivery)';
    case 'upi':
    case 'online':
      return '3-5 business days';
    case 'card':
      return '5-7 business days';
    default:
      return '3-7 business days';
  }
}
