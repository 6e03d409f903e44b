import type { AdminReview, Review, ReviewFit, ReviewSummary } from '@shop/contracts';
import { REVIEW_FITS } from '@shop/contracts';
import type { ReviewRow, SummaryRow } from './review-repository';

/** The reviewer as other shoppers see them: the first name only, never the phone. */
function authorOf(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || 'Shopper';
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    author: authorOf(row.userName),
    verifiedBuyer: true,
    rating: row.rating,
    title: row.title,
    body: row.body,
    fit: row.fit,
    size: row.size,
    photos: row.photos,
    helpfulCount: row.helpfulCount,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    ...toReview(row),
    productName: row.productName,
    status: row.status,
    hiddenReason: row.hiddenReason,
    reportCount: row.reportCount,
    openReports: row.openReports,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

/** Average to one decimal from the kept total and count; ties of fit favour true to size. */
export function toSummary(row: SummaryRow): ReviewSummary {
  const count = Number(row.ratingCount);
  const average = count > 0 ? Math.round((Number(row.ratingTotal) / count) * 10) / 10 : 0;
  const stars = [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: Number(row.stars?.[n] ?? 0) }));
  const fitCount = (fit: ReviewFit) => Number(row.fits?.[fit] ?? 0);
  const total = REVIEW_FITS.reduce((sum, fit) => sum + fitCount(fit), 0);
  const byPreference: ReviewFit[] = ['true-to-size', 'runs-small', 'runs-large'];
  const most =
    total === 0
      ? null
      : byPreference.reduce((best, fit) => (fitCount(fit) > fitCount(best) ? fit : best));
  return {
    average,
    count,
    stars,
    fit: {
      'runs-small': fitCount('runs-small'),
      'true-to-size': fitCount('true-to-size'),
      'runs-large': fitCount('runs-large'),
      total,
      most,
    },
  };
}
