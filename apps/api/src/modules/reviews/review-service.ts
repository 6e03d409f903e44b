import {
  FIT_CATEGORY_SLUGS,
  REVIEW_NOT_BUYER_MESSAGE,
  type MyReview,
  type CheckedReviewBody,
  type ReviewList,
  type ReviewListQuery,
  type ReviewVote,
} from '@shop/contracts';
import type { Db } from '../../db/types';
import { conflict, forbidden, invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isStoredUpload } from '../media';
import { toReview, toSummary } from './review-mapper';
import {
  castVote,
  deleteReview,
  findDeliveredPurchase,
  findPublishedPage,
  findReviewableProduct,
  findReviewById,
  findReviewOf,
  insertReview,
  loadReviews,
  readSummary,
  updateReview,
  type ReviewValues,
} from './review-repository';
import { readReviewSettings } from './review-settings-repository';

const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');
const reviewNotFound = () => notFound('Review not found', 'REVIEW_NOT_FOUND');

async function reviewableProduct(db: Db, productId: string) {
  const product = await findReviewableProduct(db, productId);
  if (!product) throw productNotFound();
  const asksFit = (FIT_CATEGORY_SLUGS as readonly string[]).includes(product.categorySlug);
  return { ...product, asksFit };
}

/** GET /api/products/:id/reviews: a page of published reviews and the product's summary. */
export async function readProductReviews(
  db: Db,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewList> {
  await reviewableProduct(db, productId);
  const offset = (query.page - 1) * query.limit;
  const [page, summary] = await Promise.all([
    findPublishedPage(db, productId, { ...query, offset }),
    readSummary(db, productId),
  ]);
  const totalPages = Math.max(1, Math.ceil(page.total / query.limit));
  return {
    reviews: (await loadReviews(db, page.ids)).map(toReview),
    pagination: {
      totalItems: page.total,
      currentPage: query.page,
      totalPages,
      hasNext: query.page < totalPages,
      hasPrev: query.page > 1,
    },
    summary: toSummary(summary),
  };
}

export async function readMyReview(db: Db, userId: string, productId: string): Promise<MyReview> {
  const product = await reviewableProduct(db, productId);
  const [purchase, mine] = await Promise.all([
    findDeliveredPurchase(db, userId, productId),
    findReviewOf(db, userId, productId),
  ]);
  return {
    eligible: Boolean(purchase),
    size: mine?.size ?? purchase?.size ?? null,
    asksFit: product.asksFit,
    review: mine ? { ...toReview(mine), status: mine.status } : null,
  };
}

/** The checked values of a review: fit only where the form asks it, photos we stored. */
function reviewValues(body: CheckedReviewBody, asksFit: boolean, dataDir: string): ReviewValues {
  const parsed = body;
  if (parsed.fit && !asksFit) {
    const message = 'Fit is asked only for clothing and footwear';
    throw invalidData(message, [{ path: 'body.fit', message }]);
  }
  parsed.photos.forEach((url, i) => {
    if (!isStoredUpload(dataDir, url)) {
      const message = 'That photo was not found: upload it again';
      throw invalidData(message, [{ path: `body.photos.${i}`, message }]);
    }
  });
  return {
    rating: parsed.rating,
    title: parsed.title,
    body: parsed.body,
    fit: parsed.fit ?? null,
    photos: [...new Set(parsed.photos)],
  };
}

/** Issue 18: only a shopper with a delivered order containing the product, once per product. */
export async function submitReview(
  db: Db,
  dataDir: string,
  userId: string,
  productId: string,
  body: CheckedReviewBody,
): Promise<MyReview> {
  const product = await reviewableProduct(db, productId);
  const purchase = await findDeliveredPurchase(db, userId, productId);
  if (!purchase) throw forbidden(REVIEW_NOT_BUYER_MESSAGE);
  const values = reviewValues(body, product.asksFit, dataDir);
  const { preModeration } = await readReviewSettings(db);
  const id = await insertReview(db, {
    id: newId(),
    productId,
    userId,
    orderId: purchase.orderId,
    size: purchase.size,
    status: preModeration ? 'pending' : 'published',
    ...values,
  });
  if (!id) {
    throw conflict('You have already reviewed this product: edit your review instead');
  }
  return readMyReview(db, userId, productId);
}

/**
 * Editing puts the review back before the owner ("new" queue); under pre-moderation a
 * published review waits again. A review the owner hid stays hidden.
 */
export async function editReview(
  db: Db,
  dataDir: string,
  userId: string,
  productId: string,
  body: CheckedReviewBody,
): Promise<MyReview> {
  const product = await reviewableProduct(db, productId);
  const mine = await findReviewOf(db, userId, productId);
  if (!mine) throw reviewNotFound();
  const values = reviewValues(body, product.asksFit, dataDir);
  const { preModeration } = await readReviewSettings(db);
  const status = mine.status === 'published' && preModeration ? 'pending' : mine.status;
  await updateReview(db, mine.id, { ...values, status, moderatedAt: null });
  return readMyReview(db, userId, productId);
}

export async function removeMyReview(db: Db, userId: string, productId: string): Promise<void> {
  const mine = await findReviewOf(db, userId, productId);
  if (!mine) throw reviewNotFound();
  await deleteReview(db, mine.id);
}

async function publishedReview(db: Db, reviewId: string) {
  const review = await findReviewById(db, reviewId);
  if (!review || review.status !== 'published') throw reviewNotFound();
  return review;
}

/** 'Helpful': one vote per shopper (a second changes nothing); not on one's own review. */
export async function voteHelpful(db: Db, userId: string, reviewId: string): Promise<ReviewVote> {
  const review = await publishedReview(db, reviewId);
  if (await isOwnReview(db, userId, review.productId, reviewId)) {
    throw forbidden('You cannot vote on your own review');
  }
  await db.transaction((tx) => castVote(tx, { reviewId, userId, kind: 'helpful' }));
  const after = await findReviewById(db, reviewId);
  return { reviewId, helpfulCount: after?.helpfulCount ?? review.helpfulCount };
}

/** 'Report': once per shopper; the review joins the owner's "reported" queue. */
export async function reportReview(
  db: Db,
  userId: string,
  reviewId: string,
  reason: string,
): Promise<{ reviewId: string; reported: true }> {
  await publishedReview(db, reviewId);
  await db.transaction((tx) => castVote(tx, { reviewId, userId, kind: 'report', reason }));
  return { reviewId, reported: true };
}

async function isOwnReview(db: Db, userId: string, productId: string, reviewId: string) {
  return (await findReviewOf(db, userId, productId))?.id === reviewId;
}
