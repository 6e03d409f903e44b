import { z } from 'zod';
import { AdminPageQuerySchema, AdminPaginationSchema } from './admin-common';
import { PaginationSchema } from './common';
import {
  REVIEW_BODY_MAX,
  REVIEW_FITS,
  REVIEW_PAGE_SIZE,
  REVIEW_PHOTOS_MAX,
  REVIEW_QUEUES,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
} from '../review-constants';

/** Issue 18: reviews from buyers who received the product. */

/** A stored upload (POST /api/reviews/photos): "/uploads/<32 hex>.<jpg|png|webp>". */
const UploadPathSchema = z
  .string()
  .regex(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/, 'Upload the photo first, then add it');

export const ReviewBodySchema = z.strictObject({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, `The title can be at most ${REVIEW_TITLE_MAX} characters`)
    .default(''),
  body: z
    .string()
    .trim()
    .max(REVIEW_BODY_MAX, `The review can be at most ${REVIEW_BODY_MAX} characters`)
    .default(''),
  fit: z.enum(REVIEW_FITS, { error: 'Choose runs small, true to size or runs large' }).nullish(),
  photos: z
    .array(UploadPathSchema)
    .max(REVIEW_PHOTOS_MAX, `Add at most ${REVIEW_PHOTOS_MAX} photos`)
    .default([]),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;
export type CheckedReviewBody = z.output<typeof ReviewBodySchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The reviewer's first name ("Asha"), never the phone. */
  author: z.string(),
  /** Every review comes from a delivered order (issue 18): always true, shown as a mark. */
  verifiedBuyer: z.boolean(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  fit: z.enum(REVIEW_FITS).nullable(),
  size: z.string().nullable(),
  photos: z.array(z.string()),
  helpfulCount: z.number().int(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewSummarySchema = z.object({
  /** Mean of the published reviews to one decimal (0 with none). */
  average: z.number(),
  count: z.number().int(),
  /** Five entries, 5 stars first. */
  stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  fit: z.object({
    'runs-small': z.number().int(),
    'true-to-size': z.number().int(),
    'runs-large': z.number().int(),
    total: z.number().int(),
    /** The answer most buyers gave (null with no answers; ties: true to size first). */
    most: z.enum(REVIEW_FITS).nullable(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(50, 'Limit must be at most 50')
    .default(REVIEW_PAGE_SIZE),
  sort: z
    .enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .default('recent'),
  rating: z.coerce
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a number from 1 to 5')
    .min(1, 'Rating must be a number from 1 to 5')
    .max(5, 'Rating must be a number from 1 to 5')
    .optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  pagination: PaginationSchema,
  summary: ReviewSummarySchema,
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** GET /api/products/:id/reviews/mine: may the shopper review, and their review if any. */
export const MyReviewSchema = z.object({
  eligible: z.boolean(),
  /** The size of the delivered order item (shown, not asked). */
  size: z.string().nullable(),
  /** Whether the form asks about fit (apparel and footwear). */
  asksFit: z.boolean(),
  review: ReviewSchema.extend({ status: z.enum(['published', 'pending', 'hidden']) }).nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const ReviewVoteSchema = z.object({ reviewId: z.string(), helpfulCount: z.number().int() });
export type ReviewVote = z.infer<typeof ReviewVoteSchema>;

export const ReviewReportBodySchema = z.strictObject({
  reason: z.string().trim().max(500, 'The reason can be at most 500 characters').default(''),
});

export const AdminReviewListQuerySchema = AdminPageQuerySchema.extend({
  queue: z
    .enum(REVIEW_QUEUES, { error: `Queue must be one of ${REVIEW_QUEUES.join(', ')}` })
    .default('new'),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;

export const AdminReviewSchema = ReviewSchema.extend({
  productName: z.string(),
  status: z.enum(['published', 'pending', 'hidden']),
  hiddenReason: z.string().nullable(),
  reportCount: z.number().int(),
  openReports: z.number().int(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  pagination: AdminPaginationSchema,
});
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

export const AdminReviewModerateBodySchema = z
  .strictObject({
    status: z.enum(['published', 'hidden'], { error: 'Choose publish or hide' }),
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters').default(''),
  })
  .refine((body) => body.status !== 'hidden' || body.reason.length > 0, {
    message: 'Give a reason for hiding the review',
    path: ['reason'],
  });
export type AdminReviewModerateBody = z.input<typeof AdminReviewModerateBodySchema>;

export const AdminReviewReplyBodySchema = z.strictObject({
  reply: z
    .string()
    .trim()
    .min(1, 'Write a reply')
    .max(1000, 'The reply can be at most 1000 characters'),
});

export const ReviewSettingsSchema = z.strictObject({
  /** On: new reviews wait for the owner before shoppers see them. */
  preModeration: z.boolean({ error: 'Pre-moderation must be on or off' }),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;
