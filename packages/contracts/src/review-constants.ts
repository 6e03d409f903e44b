/**
 * Issue 18's words and limits, zod-free so the shop's pages can use them without pulling the
 * schemas (and zod) into the first page's JavaScript.
 */

export const REVIEW_SORTS = ['recent', 'helpful', 'rating-high', 'rating-low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Most recent',
  helpful: 'Most helpful',
  'rating-high': 'Highest rating',
  'rating-low': 'Lowest rating',
};

export const REVIEW_FITS = ['runs-small', 'true-to-size', 'runs-large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  'runs-small': 'Runs small',
  'true-to-size': 'True to size',
  'runs-large': 'Runs large',
};

/** Top-level categories whose products are worn, so buyers are asked about fit. */
export const FIT_CATEGORY_SLUGS = ['men', 'women', 'kids', 'footwear'] as const;

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_NOT_BUYER_MESSAGE = 'Only buyers who received this product can review it';

/** Back office. 'new': not yet looked at by the owner; 'reported': reports since then. */
export const REVIEW_QUEUES = ['new', 'reported', 'published', 'pending', 'hidden', 'all'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** Days after delivery before the buyer is asked for a review (the order.review_request message). */
export const REVIEW_REQUEST_AFTER_DAYS = 3;
