import { and, eq, isNull, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { CouponForUser } from './coupon-rules';

/** One query: the coupon and how many of its uses the shopper holds (released ones excluded). */
export async function findCouponForUser(
  db: Executor,
  by: { code: string } | { id: string },
  userId: string,
): Promise<CouponForUser | undefined> {
  const userUses = db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, coupons.id),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      description: coupons.description,
      type: coupons.type,
      value: coupons.value,
      maxDiscount: coupons.maxDiscount,
      minOrderValue: coupons.minOrderValue,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      usageLimit: coupons.usageLimit,
      perUserLimit: coupons.perUserLimit,
      usedCount: coupons.usedCount,
      isActive: coupons.isActive,
      userUses: sql<number>`(${userUses})`.mapWith(Number),
    })
    .from(coupons)
    .where('code' in by ? eq(coupons.code, by.code) : eq(coupons.id, by.id))
    .limit(1);
  return row;
}
