import { describe, expect, it } from 'vitest';
import { checkCoupon, couponDiscount, type CouponForUser } from './coupon-rules';

const base: CouponForUser = {
  id: 'c1',
  code: 'WELCOME10',
  description: '10% off',
  type: 'percentage',
  value: 10,
  maxDiscount: null,
  minOrderValue: 499,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  usedCount: 0,
  isActive: true,
  userUses: 0,
};
const now = new Date('2026-06-01T00:00:00Z');

describe('coupon rules', () => {
  it('percentage: floor of the percent, capped at maxDiscount', () => {
    expect(couponDiscount(base, 999)).toBe(99);
    expect(couponDiscount({ ...base, maxDiscount: 50 }, 999)).toBe(50);
  });

  it('flat: its value, never more than the subtotal', () => {
    expect(couponDiscount({ ...base, type: 'flat', value: 200 }, 999)).toBe(200);
    expect(couponDiscount({ ...base, type: 'flat', value: 2000 }, 999)).toBe(999);
  });

  it('gives the reason it does not apply', () => {
    const reason = (c: Partial<CouponForUser>, subtotal = 1000) => {
      const check = checkCoupon({ ...base, ...c }, subtotal, now);
      return check.ok ? 'ok' : check.message;
    };
    expect(reason({}, 498)).toBe('Minimum order value for WELCOME10 is ₹499');
    expect(reason({ endsAt: new Date('2026-05-31T23:59:59Z') })).toBe('This coupon has expired');
    expect(reason({ startsAt: new Date('2026-06-02T00:00:00Z') })).toBe(
      'This coupon is not active yet',
    );
    expect(reason({ usageLimit: 5, usedCount: 5 })).toBe('This coupon has reached its usage limit');
    expect(reason({ perUserLimit: 1, userUses: 1 })).toBe('You have already used this coupon');
    expect(reason({ isActive: false })).toBe('This coupon is no longer active');
    expect(reason({}, 0)).toBe('Add items to your cart before applying a coupon');
    expect(reason({ usageLimit: 5, usedCount: 4, perUserLimit: 2, userUses: 1 })).toBe('ok');
  });
});
