import { describe, expect, it } from 'vitest';
import {
  cartBadgeText,
  discountPercent,
  formatPaise,
  formatPrice,
  groupIndian,
  refundAmountPaise,
  refundTimeline,
} from './money';

describe('formatPrice', () => {
  it('shows rupees with no decimals in en-IN grouping', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(499)).toBe('₹499');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(10000000)).toBe('₹1,00,00,000');
  });

  it('rounds a stray fraction instead of showing paise', () => {
    expect(formatPrice(1299.6)).toBe('₹1,300');
  });
});

describe('formatPaise', () => {
  it('shows two decimals, as the cancellation alert does', () => {
    expect(formatPaise(134955)).toBe('₹1,349.55');
    expect(formatPaise(100)).toBe('₹1.00');
  });
});

describe('rupees without Intl (decision 030)', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const amounts = [
    0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678,
    123456789, 1234567890, 98765432109,
  ];

  it('writes every amount as en-IN does, negative ones too', () => {
    for (const amount of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
      expect(formatPrice(amount)).toBe(intl(0).format(amount));
      expect(formatPaise(amount)).toBe(intl(2).format(amount / 100));
      expect(formatPaise(amount * 100 + 7)).toBe(intl(2).format(amount + 0.07));
    }
  });

  it('groups digits in Indian style', () => {
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('123')).toBe('123');
    expect(groupIndian('1234')).toBe('1,234');
  });
});

describe('discountPercent', () => {
  it('rounds (original - price) / original', () => {
    expect(discountPercent(499, 999)).toBe(50);
    expect(discountPercent(1299, 1999)).toBe(35);
    expect(discountPercent(700, 1000)).toBe(30);
  });

  it('is 0 without a higher original price', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 0)).toBe(0);
    expect(discountPercent(500, undefined)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
  });
});

describe('cartBadgeText', () => {
  it('shows 99+ above 99', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(3)).toBe('3');
  });
});

describe('refundAmountPaise', () => {
  it('refunds the full total for pending, confirmed and processing', () => {
    expect(refundAmountPaise('pending', 1501)).toBe(150100);
    expect(refundAmountPaise('confirmed', 1501)).toBe(150100);
    expect(refundAmountPaise('processing', 1501)).toBe(150100);
  });

  it('refunds 90% of the total once shipped', () => {
    expect(refundAmountPaise('shipped', 1501)).toBe(135090);
  });

  it('refunds nothing after delivery or cancellation', () => {
    expect(refundAmountPaise('delivered', 1501)).toBe(0);
    expect(refundAmountPaise('cancelled', 1501)).toBe(0);
  });
});

describe('refundTimeline', () => {
  it('follows the payment method', () => {
    expect(refundTimeline('COD')).toBe('N/A (Cash on Delivery)');
    expect(refundTimeline('UPI')).toBe('3-5 business days');
    expect(refundTimeline('ONLINE')).toBe('3-5 business days');
    expect(refundTimeline('CARD')).toBe('5-7 business days');
    expect(refundTimeline('wallet')).toBe('3-7 business days');
    expect(refundTimeline(undefined)).toBe('3-7 business days');
  });
});
