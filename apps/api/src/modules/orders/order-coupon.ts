import type { Executor } from '../../db/types';
import { businessRule } from '../../lib/errors';
import { findCouponForUser } from '../coupons/coupon-repository';
import { checkCoupon } from '../coupons/coupon-rules';
import { lockCoupon, takeCouponUse } from './checkout-repository';

export interface RedeemedCoupon {
  couponId: string;
  code: string;
  discount: number;
}

/**
 * Checks the coupon again inside the order transaction and takes one use of it, race-free:
 * the coupon row is locked so the shopper's own count is read after any parallel redemption,
 * and the total limit is taken with a conditional update (`used_count < usage_limit`).
 */
export async function redeemCoupon(
  tx: Executor,
  input: { userId: string; by: { code: string } | { id: string }; subtotal: number; now: Date },
): Promise<RedeemedCoupon> {
  const found = await findCouponForUser(tx, input.by, input.userId);
  if (!found) throw businessRule('Invalid coupon code', 'COUPON_NOT_FOUND');
  await lockCoupon(tx, found.id);
  const coupon = (await findCouponForUser(tx, { id: found.id }, input.userId)) ?? found;
  const check = checkCoupon(coupon, input.subtotal, input.now);
  if (!check.ok) throw businessRule(check.message, check.code);
  if (!(await takeCouponUse(tx, coupon.id))) {
    throw businessRule('This coupon has reached its usage limit', 'COUPON_EXHAUSTED');
  }
  return { couponId: coupon.id, code: coupon.code, discount: check.discount };
}
