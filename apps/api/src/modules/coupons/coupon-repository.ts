import { and, eq, isNull, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema';
import type { Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';
import type { CouponForUser } from './coupon-rules';

/**
 * The coupon tables' statements for carts and orders (the back office's are in
 * coupon-admin-repository.ts). Only the coupons module writes coupons and coupon_redemptions.
 */

/**
 * One query: the coupon and how many of its uses the shopper holds (released ones excluded), its
 * description in `language`.
 */
export async function findCouponForUser(
  db: Executor,
  by: { code: string } | { id: string },
  userId: string,
  language: Language = 'en',
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
      // The owner's Hindi description on a Hindi page (issue 19), else the English one.
      description: translatedText(
        language,
        coupons.translations,
        'description',
        coupons.description,
      ),
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

/** Serialises redemptions of one coupon so the per-shopper count is read after the last one. */
export async function lockCoupon(tx: Executor, couponId: string) {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}

/** Takes one use of the coupon while its total limit allows; false when it is used up. */
export async function takeCouponUse(tx: Executor, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(
  tx: Executor,
  row: { id: string; couponId: string; userId: string; orderId: string; discount: number },
) {
  await tx.insert(couponRedemptions).values(row);
}

/** Gives the order's coupon use back, once: the redemption is marked released. */
export async function releaseRedemptions(tx: Executor, orderId: string, now: Date) {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
  }
  return released.length;
}
