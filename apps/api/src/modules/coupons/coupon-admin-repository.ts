import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { couponRedemptions, coupons, users } from '../../db/schema';
import type { Executor } from '../../db/types';
import { containsPattern } from '../../db/like-pattern';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponPatch = Partial<
  Omit<NewCouponRow, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>
>;
export type CouponWithUse = CouponRow & { redemptionCount: number };

// coupons.id in full: drizzle would write a bare "id", which the subquery reads as its own.
const redemptionCount = sql<number>`(SELECT count(*)::int FROM coupon_redemptions r
  WHERE r.coupon_id = coupons.id)`.mapWith(Number);
const withUse = { ...getTableColumns(coupons), redemptionCount };

function where(filter: { search?: string; isActive?: boolean }): SQL | undefined {
  return and(
    filter.search
      ? or(
          ilike(coupons.code, containsPattern(filter.search)),
          ilike(coupons.description, containsPattern(filter.search)),
        )
      : undefined,
    filter.isActive === undefined ? undefined : eq(coupons.isActive, filter.isActive),
  );
}

export async function findCouponPage(
  db: Executor,
  filter: { search?: string; isActive?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: CouponWithUse[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(withUse)
      .from(coupons)
      .where(where(filter))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where(filter)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findCoupon(db: Executor, id: string): Promise<CouponWithUse | undefined> {
  const [row] = await db.select(withUse).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

export async function codeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function insertCoupon(db: Executor, row: NewCouponRow): Promise<void> {
  await db.insert(coupons).values(row);
}

export async function updateCoupon(db: Executor, id: string, patch: CouponPatch): Promise<void> {
  await db
    .update(coupons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(coupons.id, id));
}

export interface RedemptionRow {
  id: string;
  couponId: string;
  userId: string;
  userName: string | null;
  userPhone: string | null;
  orderId: string | null;
  discount: number;
  releasedAt: Date | null;
  createdAt: Date;
}

/** A coupon's uses, newest first, with who used it. */
export async function findRedemptionPage(
  db: Executor,
  couponId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: couponRedemptions.id,
        couponId: couponRedemptions.couponId,
        userId: couponRedemptions.userId,
        userName: users.name,
        userPhone: users.phone,
        orderId: couponRedemptions.orderId,
        discount: couponRedemptions.discount,
        releasedAt: couponRedemptions.releasedAt,
        createdAt: couponRedemptions.createdAt,
      })
      .from(couponRedemptions)
      .leftJoin(users, eq(users.id, couponRedemptions.userId))
      .where(eq(couponRedemptions.couponId, couponId))
      .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
