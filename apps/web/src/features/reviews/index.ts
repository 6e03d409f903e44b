/**
 * Reviews from buyers (issue 18): the product page's reviews section (summary, distribution,
 * fit, the buyer's form with photos) and the stars shown on cards and near the price.
 */
export { ReviewsSection, REVIEWS_ANCHOR } from './components/reviews-section';
export { RatingBadge } from './components/rating-badge';
export { RatingSummary } from './components/star-rating';
