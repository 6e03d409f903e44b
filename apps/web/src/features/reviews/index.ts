/**
 * Reviews from buyers (issue 18): the product page's reviews section (summary, distribution,
 * fit, the buyer's form with photos), the stars shown on cards and near the price, and the
 * reviews' query keys (the product page's server render leaves them to the browser).
 */
export { ReviewsSection, REVIEWS_ANCHOR } from './components/reviews-section';
export { RatingBadge } from './components/rating-badge';
export { RatingSummary } from './components/star-rating';
export { reviewKeys } from './review-keys';
