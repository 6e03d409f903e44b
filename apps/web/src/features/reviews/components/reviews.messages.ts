import { REVIEW_FIT_LABELS, REVIEW_SORT_LABELS } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

/** An ICU select over a contracts label map. */
const selectOf = (labels: Record<string, string>, name: string) =>
  `{${name}, select, ${Object.entries(labels)
    .map(([value, label]) => `${value} {${label}}`)
    .join(' ')} other {{${name}}}}`;

/** The product page's reviews (issue 18): summary, list, helpful votes and the buyer's form. */
const en = {
  fit: selectOf(REVIEW_FIT_LABELS, 'fit'),
  sort: selectOf(REVIEW_SORT_LABELS, 'sort'),
  customerReviews: 'Customer Reviews',
  loadingReviews: 'Loading reviews',
  reviewsFailed: 'The reviews could not be loaded.',
  tryAgain: 'Try again',
  noReviews: 'No reviews yet.',
  averageOutOf5: '{average} out of 5',
  reviewCount: '{count, plural, =1 {1 review} other {{count} reviews}}',
  ratingsByStars: 'Ratings by stars',
  starRow: '{stars} star',
  mostBuyersSay: 'Most buyers say: {fit}',
  verifiedBuyer: 'Verified buyer',
  sizeIs: 'Size: {size}',
  fitIs: 'Fit: {fit}',
  photoAlt: "Photo {n} from {author}'s review",
  replyFromShop: 'Reply from the shop',
  foundHelpful: '{count, plural, =1 {1 person} other {{count} people}} found this helpful',
  helpful: 'Helpful',
  report: 'Report',
  reported: 'Reported',
  thanksPending: 'Thank you! Your review will appear once the shop has checked it.',
  thanks: 'Thank you for your review!',
  editReview: 'Edit your review',
  writeReview: 'Write a review',
  sortBy: 'Sort by',
  reviewPages: 'Review pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',

  // The buyer's form
  somethingWrong: 'Something went wrong. Please try again.',
  chooseRating: 'Choose a rating from 1 to 5 stars',
  sizeBought: 'Size bought: {size}',
  yourRating: 'Your rating',
  stars: '{n, plural, =1 {1 star} other {{n} stars}}',
  title: 'Title',
  yourReview: 'Your review',
  howFit: 'How does it fit?',
  submitting: 'Submitting…',
  submitReview: 'Submit review',
  cancel: 'Cancel',
} as const;

export type ReviewsMessages = typeof en;
export const reviewsMessages = defineMessages(en, () => import('./reviews.messages.hi'));
