import { CANCELLABLE_STATUSES, type OrderStatus } from './constants';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});

/** spec §1/§9: rupees with no decimals in en-IN grouping, e.g. ₹1,23,456. */
export function formatPrice(rupees: number): string {
  return inr.format(Math.round(rupees));
}

/** Amounts kept in paise, shown with two decimals (refunds, spec §8 success alert). */
export function formatPaise(paise: number): string {
  return inrWithPaise.format(paise / 100);
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
