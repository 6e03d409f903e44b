import { formatPrice } from '@shop/contracts';

/** A coupon as the rules need it, with how often the shopper has already redeemed it. */
export interface CouponForUser {
  id: string;
  code: string;
  description: string;
  type: 'percentage' | 'flat';
  value: number;
  maxDiscount: number | null;
  minOrderValue: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  usedCount: number;
  isActive: boolean;
  /** The shopper's redemptions that were not given back by a cancellation. */
  userUses: number;
}

export type CouponCheck =
  { ok: true; discount: number } | { ok: false; code: string; message: string };

/**
 * Whole rupees: a percentage coupon takes floor(subtotal x value / 100), capped at maxDiscount;
 * a flat one takes its value but never more than the subtotal.
 */
export function couponDiscount(
  coupon: Pick<CouponForUser, 'type' | 'value' | 'maxDiscount'>,
  subtotal: number,
): number {
  if (subtotal <= 0) return 0;
  const raw =
    coupon.type === 'percentage'
      ? Math.floor((subtotal * coupon.value) / 100)
      : Math.min(coupon.value, subtotal);
  const capped =
    coupon.type === 'percentage' && coupon.maxDiscount !== null
      ? Math.min(raw, coupon.maxDiscount)
      : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

const fail = (code: string, message: string): CouponCheck => ({ ok: false, code, message });

/**
 * Whether the coupon applies to a cart of `subtotal` rupees for this shopper now, and the
 * discount it gives. The order module runs the same check again inside its transaction.
 */
export function checkCoupon(
  coupon: CouponForUser,
  subtotal: number,
  now = new Date(),
): CouponCheck {
  if (!coupon.isActive) return fail('COUPON_INACTIVE', 'This coupon is no longer active');
  if (coupon.startsAt && coupon.startsAt > now) {
    return fail('COUPON_NOT_STARTED', 'This coupon is not active yet');
  }
  if (coupon.endsAt && coupon.endsAt <= now)
    return fail('COUPON_EXPIRED', 'This coupon has expired');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return fail('COUPON_EXHAUSTED', 'This coupon has reached its usage limit');
  }
  if (coupon.perUserLimit !== null && coupon.userUses >= coupon.perUserLimit) {
    return fail('COUPON_ALREADY_USED', 'You have already used this coupon');
  }
  if (subtotal <= 0) {
    return fail('CART_EMPTY', 'Add items to your cart before applying a coupon');
  }
  if (subtotal < coupon.minOrderValue) {
    return fail(
      'COUPON_MIN_ORDER',
      `Minimum order value for ${coupon.code} is ${formatPrice(coupon.minOrderValue)}`,
    );
  }
  return { ok: true, discount: couponDiscount(coupon, subtotal) };
}
