import type {
  AdminReview,
  AdminReviewList,
  AdminReviewListQuery,
  ReviewSettings,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import { toAdminReview } from './review-mapper';
import { findQueuePage } from './review-admin-repository';
import { findReviewById, loadReviews, updateReview } from './review-repository';
import { readReviewSettings, writeReviewSettings } from './review-settings-repository';

/** The moderation queues: 'new' (not yet looked at), 'reported', or one status. */
export async function listReviewQueue(
  db: Db,
  query: AdminReviewListQuery,
): Promise<AdminReviewList> {
  const { ids, total } = await findQueuePage(db, query.queue, pageOf(query));
  return {
    reviews: (await loadReviews(db, ids)).map(toAdminReview),
    pagination: paginationOf(query, total),
  };
}

async function adminReview(db: Executor, id: string): Promise<AdminReview> {
  const row = await findReviewById(db, id);
  if (!row) throw notFound('Review not found', 'REVIEW_NOT_FOUND');
  return toAdminReview(row);
}

/**
 * Publish or hide, with the reason for hiding. The product's rating follows in the same
 * transaction (trigger reviews_rating_sync); the reports are dealt with, so the review leaves
 * the "new" and "reported" queues.
 */
export async function moderateReview(
  db: Db,
  actorUserId: string,
  id: string,
  decision: { status: 'published' | 'hidden'; reason: string },
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = await adminReview(tx, id);
    await updateReview(tx, id, {
      status: decision.status,
      hiddenReason: decision.status === 'hidden' ? decision.reason : null,
      moderatedAt: new Date(),
      openReports: 0,
    });
    const after = await adminReview(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: decision.status === 'hidden' ? 'review.hide' : 'review.publish',
      entity: 'review',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** The shop's public answer under the review. */
export async function replyToReview(
  db: Db,
  actorUserId: string,
  id: string,
  reply: string,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = await adminReview(tx, id);
    await updateReview(tx, id, { reply, repliedAt: new Date() });
    const after = await adminReview(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'review.reply',
      entity: 'review',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export { readReviewSettings };

export async function changeReviewSettings(
  db: Db,
  actorUserId: string,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  return db.transaction(async (tx) => {
    const before = await readReviewSettings(tx);
    await writeReviewSettings(tx, settings);
    await recordAudit(tx, {
      actorUserId,
      action: 'review.settings',
      entity: 'review',
      entityId: null,
      before,
      after: settings,
    });
    return settings;
  });
}
