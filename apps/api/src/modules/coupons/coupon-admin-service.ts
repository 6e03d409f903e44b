import type {
  AdminCoupon,
  AdminCouponCreateBody,
  AdminCouponList,
  AdminCouponListQuery,
  AdminCouponRedemptionList,
  AdminCouponUpdateBody,
  AdminPageQuery,
  StoredCouponTranslations,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { mergeTranslations } from '../../lib/content-language';
import { conflict, invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import {
  codeTaken,
  type CouponPatch,
  type CouponWithUse,
  findCoupon,
  findCouponPage,
  findRedemptionPage,
  insertCoupon,
  updateCoupon,
} from './coupon-admin-repository';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-errors';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function toAdminCoupon(row: CouponWithUse): AdminCoupon {
  return {
    ...row,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const couponNotFound = () => notFound('Coupon not found', 'COUPON_NOT_FOUND');
const codeConflict = () => conflict('A coupon with this code already exists', 'COUPON_CODE_TAKEN');
const fieldError = (path: string, message: string) =>
  invalidData(message, [{ path: `body.${path}`, message }]);

async function write<T>(db: Db, change: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeConflict();
    // An order used the coupon between the check and the update (coupons_used_within_limit).
    if (isCheckViolation(error))
      throw fieldError('usageLimit', 'Usage limit is below the uses so far');
    throw error;
  }
}

async function loaded(db: Executor, id: string): Promise<AdminCoupon> {
  const row = await findCoupon(db, id);
  if (!row) throw couponNotFound();
  return toAdminCoupon(row);
}

/**
 * Body fields as columns (times as dates). A Hindi text given replaces the stored one and a blank
 * one removes it; texts not given stay (issue 19).
 */
function columnsOf(
  body: AdminCouponUpdateBody,
  stored: StoredCouponTranslations | null = null,
): CouponPatch {
  const { startsAt, endsAt, translations, ...rest } = body;
  return {
    ...rest,
    startsAt: date(startsAt),
    endsAt: date(endsAt),
    ...(translations || !stored
      ? { translations: mergeTranslations<StoredCouponTranslations>(stored, translations) }
      : {}),
  };
}

export async function listAdminCoupons(
  db: Db,
  query: AdminCouponListQuery,
): Promise<AdminCouponList> {
  const { rows, total } = await findCouponPage(
    db,
    { search: query.search || undefined, isActive: query.isActive },
    pageOf(query),
  );
  return { coupons: rows.map(toAdminCoupon), pagination: paginationOf(query, total) };
}

export const getAdminCoupon = (db: Db, id: string) => loaded(db, id);

export async function createAdminCoupon(
  db: Db,
  actorUserId: string,
  body: AdminCouponCreateBody,
): Promise<AdminCoupon> {
  return write(db, async (tx) => {
    if (await codeTaken(tx, body.code)) throw codeConflict();
    const id = newId();
    await insertCoupon(tx, {
      ...columnsOf(body),
      id,
      code: body.code,
      type: body.type,
      value: body.value,
    });
    const after = await loaded(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: id,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Changes a coupon. The result is checked as a whole (a percentage up to 100, the end after
 * the start, a usage limit not below the uses already made) with 400 on the field at fault.
 */
export async function updateAdminCoupon(
  db: Db,
  actorUserId: string,
  id: string,
  body: AdminCouponUpdateBody,
  action = 'coupon.update',
): Promise<AdminCoupon> {
  return write(db, async (tx) => {
    const before = await loaded(tx, id);
    if (body.code !== undefined && (await codeTaken(tx, body.code, id))) throw codeConflict();
    const { translations: _translations, ...changed } = body;
    const merged = { ...before, ...changed };
    if (merged.type === 'percentage' && merged.value > 100) {
      throw fieldError('value', 'A percentage cannot exceed 100');
    }
    if (
      merged.startsAt &&
      merged.endsAt &&
      Date.parse(merged.endsAt) <= Date.parse(merged.startsAt)
    ) {
      throw fieldError('endsAt', 'End must be after start');
    }
    if (merged.usageLimit !== null && merged.usageLimit < before.usedCount) {
      throw fieldError(
        'usageLimit',
        `Usage limit cannot be below the ${before.usedCount} uses so far`,
      );
    }
    await updateCoupon(tx, id, columnsOf(body, before.translations));
    const after = await loaded(tx, id);
    await recordAudit(tx, { actorUserId, action, entity: 'coupon', entityId: id, before, after });
    return after;
  });
}

/** PATCH /admin/coupons/{id}/status: a deactivated coupon no longer applies to carts. */
export function setAdminCouponStatus(db: Db, actorUserId: string, id: string, isActive: boolean) {
  return updateAdminCoupon(db, actorUserId, id, { isActive }, 'coupon.status');
}

export async function listAdminCouponRedemptions(
  db: Db,
  id: string,
  query: AdminPageQuery,
): Promise<AdminCouponRedemptionList> {
  const coupon = await loaded(db, id);
  const { rows, total } = await findRedemptionPage(db, id, pageOf(query));
  return {
    coupon,
    redemptions: rows.map((row) => ({
      ...row,
      releasedAt: iso(row.releasedAt),
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, total),
  };
}
