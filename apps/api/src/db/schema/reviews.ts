import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { products } from './catalogue';
import { orders } from './orders';
import { users } from './users';

export const reviewStatus = pgEnum('review_status', ['published', 'pending', 'hidden']);
export const reviewFit = pgEnum('review_fit', ['runs-small', 'true-to-size', 'runs-large']);

/**
 * A buyer's review of a product (issue 18): one per shopper and product. Only published reviews
 * count in the product's rating, kept by trigger reviews_rating_sync (migration 0018).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered order that made the shopper a verified buyer. */
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    fit: reviewFit(),
    /** The size bought, from the order (not typed by the shopper). */
    size: text(),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: reviewStatus().notNull().default('published'),
    hiddenReason: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the owner last published or hid it; null: still in the "new" queue. */
    moderatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    helpfulCount: integer().notNull().default(0),
    reportCount: integer().notNull().default(0),
    /** Reports since the owner last looked: the "reported" queue. */
    openReports: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_photos_max', sql`cardinality(${t.photos}) <= 3`),
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_recent_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_product_rating_idx')
      .on(t.productId, t.rating, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_status_recent_idx').on(t.status, t.createdAt.desc()),
    index('reviews_new_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.moderatedAt} IS NULL`),
    index('reviews_reported_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.openReports} > 0`),
    index('reviews_user_idx').on(t.userId),
  ],
);

export const reviewVoteKind = pgEnum('review_vote_kind', ['helpful', 'report']);

/** One 'Helpful' and one 'Report' per shopper and review (the primary key says so). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: reviewVoteKind().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId, t.kind] }), index().on(t.userId)],
);

/** Shop-wide switches the owner sets in the back office (key -> JSON value). */
export const shopSettings = pgTable('shop_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
