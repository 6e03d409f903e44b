import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewFit, ReviewSort } from '@shop/contracts';
import {
  categories,
  orderItems,
  orders,
  products,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';
import { visibleProduct } from '../../db/visible-product';

/** A review as the shop shows it: the row plus the reviewer's name and the product's. */
export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  userName: users.name,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  fit: reviews.fit,
  size: reviews.size,
  photos: reviews.photos,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  moderatedAt: reviews.moderatedAt,
  helpfulCount: reviews.helpfulCount,
  reportCount: reviews.reportCount,
  openReports: reviews.openReports,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

function selectReviews(db: Executor) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** The product a shopper may see, with its top-level category's slug (does it ask about fit?). */
export async function findReviewableProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), visibleProduct('products')))
    .limit(1);
  return row;
}

/** The shopper's latest delivered order with this product, and the size bought. */
export async function findDeliveredPurchase(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ orderId: orders.id, size: orderItems.size })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderStatus, 'delivered'),
        eq(orderItems.productId, productId),
      ),
    )
    .orderBy(sql`${orders.deliveredAt} DESC NULLS LAST`, sql`${orders.id} DESC`)
    .limit(1);
  return row;
}

export async function findReviewById(db: Executor, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function findReviewOf(db: Executor, userId: string, productId: string) {
  const [row] = await selectReviews(db)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row;
}

export interface ReviewValues {
  rating: number;
  title: string;
  body: string;
  fit: ReviewFit | null;
  photos: string[];
}

/** Inserts the review; undefined when the shopper already has one (reviews_product_user_uq). */
export async function insertReview(
  db: Executor,
  row: typeof reviews.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning({ id: reviews.id });
  return inserted?.id;
}

export async function updateReview(
  db: Executor,
  id: string,
  changes: Partial<typeof reviews.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteReview(db: Executor, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

const ORDER: Record<ReviewSort, SQL> = {
  recent: sql`r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`,
  helpful: sql`r.helpful_count DESC NULLS LAST, r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`,
  'rating-high': sql`r.rating DESC, r.created_at DESC NULLS LAST, r.id DESC`,
  'rating-low': sql`r.rating ASC, r.created_at DESC NULLS LAST, r.id DESC`,
};

/** One page of a product's published reviews (ids in order) and how many match. */
export async function findPublishedPage(
  db: Executor,
  productId: string,
  options: { sort: ReviewSort; rating?: number; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = sql`r.product_id = ${productId} AND r.status = 'published'
    ${options.rating ? sql`AND r.rating = ${options.rating}` : sql``}`;
  const [rows, totals] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`SELECT r.id FROM reviews r WHERE ${where} ORDER BY ${ORDER[options.sort]}
        LIMIT ${options.limit} OFFSET ${options.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM reviews r WHERE ${where}`,
    ),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(totals[0]?.total ?? 0) };
}

export async function loadReviews(db: Executor, ids: string[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectReviews(db).where(inArray(reviews.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface SummaryRow {
  ratingCount: number;
  ratingTotal: number;
  stars: Record<string, number> | null;
  fits: Record<string, number> | null;
}

/**
 * The product's kept count and total (trigger reviews_rating_sync) with the per-star and fit
 * counts of its published reviews, read from reviews_product_rating_idx.
 */
export async function readSummary(db: Executor, productId: string): Promise<SummaryRow> {
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`SELECT p.rating_count AS "ratingCount", p.rating_total AS "ratingTotal",
      (SELECT json_object_agg(s.rating, s.n) FROM (SELECT r.rating, count(*)::int AS n
         FROM reviews r WHERE r.product_id = p.id AND r.status = 'published'
         GROUP BY r.rating) s) AS stars,
      (SELECT json_object_agg(f.fit, f.n) FROM (SELECT r.fit, count(*)::int AS n
         FROM reviews r WHERE r.product_id = p.id AND r.status = 'published'
           AND r.fit IS NOT NULL GROUP BY r.fit) f) AS fits
    FROM products p WHERE p.id = ${productId}`,
  );
  return row ?? { ratingCount: 0, ratingTotal: 0, stars: null, fits: null };
}

/**
 * Records one vote of `kind` by the shopper; false when they had already cast it (the primary
 * key review_votes_pk decides, so two clicks at once still count once). The review's counter
 * moves in the same statement's transaction.
 */
export async function castVote(
  db: Executor,
  vote: { reviewId: string; userId: string; kind: 'helpful' | 'report'; reason?: string },
): Promise<boolean> {
  const inserted = await db
    .insert(reviewVotes)
    .values({ ...vote, reason: vote.reason || null })
    .onConflictDoNothing()
    .returning({ reviewId: reviewVotes.reviewId });
  if (inserted.length === 0) return false;
  await db
    .update(reviews)
    .set(
      vote.kind === 'helpful'
        ? { helpfulCount: sql`${reviews.helpfulCount} + 1` }
        : {
            reportCount: sql`${reviews.reportCount} + 1`,
            openReports: sql`${reviews.openReports} + 1`,
          },
    )
    .where(eq(reviews.id, vote.reviewId));
  return true;
}
