import type { Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { businessRule } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  findCouponForUser,
  insertRedemption,
  lockCoupon,
  releaseRedemptions,
  takeCouponUse,
} from './coupon-repository';
import { checkCoupon, type CouponForUser } from './coupon-rules';

/**
 * The coupon service carts and orders call (design.md: usage limits enforced race-free). The
 * functions that write take the caller's transaction, so a use is taken or given back together
 * with the order it belongs to.
 */

export type CouponRef = { code: string } | { id: string };

/**
 * The coupon (by code or id) and how many of its uses the shopper holds; undefined if none. Its
 * description in `language` (issue 19).
 */
export function findCoupon(
  db: Executor,
  by: CouponRef,
  userId: string,
  language: Language = 'en',
): Promise<CouponForUser | undefined> {
  return findCouponForUser(db, by, userId, language);
}

export interface RedeemedCoupon {
  couponId: string;
  code: string;
  discount: number;
}

/**
 * Checks the coupon again inside the order's transaction and takes one use of it for the order,
 * race-free: the coupon row is locked so the shopper's own count is read after any parallel
 * redemption, the total limit is taken with a conditional update (`used_count < usage_limit`),
 * and the redemption row names the order. Any refusal is a 422 with the reason.
 */
export async function redeemCoupon(
  tx: Executor,
  input: { by: CouponRef; userId: string; orderId: string; subtotal: number; now: Date },
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
  await insertRedemption(tx, {
    id: newId(),
    couponId: coupon.id,
    userId: input.userId,
    orderId: input.orderId,
    discount: check.discount,
  });
  return { couponId: coupon.id, code: coupon.code, discount: check.discount };
}

/** Gives a cancelled order's coupon use back (once, however often it is called). */
export async function releaseCouponUse(tx: Executor, orderId: string, now: Date): Promise<void> {
  await releaseRedemptions(tx, orderId, now);
}
