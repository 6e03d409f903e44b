import { REVIEW_FIT_LABELS } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

/** Issue 18: the review moderation queues, publishing, hiding and replying. */
const en = {
  title: 'Reviews',
  description: "Buyers' reviews: publish or hide them, and reply as the shop.",
  queue: 'Queue',
  queue_new: 'New (not yet checked)',
  queue_reported: 'Reported',
  queue_pending: 'Waiting (pre-moderation)',
  queue_published: 'Published',
  queue_hidden: 'Hidden',
  queue_all: 'All reviews',
  status_pending: 'Pending',
  status_published: 'Published',
  status_hidden: 'Hidden',
  reviewBy: 'review by {author}',
  publish: 'Publish',
  markChecked: 'Mark as checked',
  reasonForHiding: 'Reason for hiding',
  reasonForHidingOf: 'Reason for hiding {review}',
  hide: 'Hide',
  replySaved: 'Reply saved',
  replyTo: 'Reply to {review}',
  replyPlaceholder: 'Reply publicly as the shop',
  saveReply: 'Save reply',
  preModeration: 'Pre-moderation',
  preModerationHint: 'New reviews wait for you before shoppers see them.',
  loading: 'Loading reviews',
  noReviews: 'No reviews in this queue',
  caption: 'Reviews, newest first',
  review: 'Review',
  product: 'Product',
  status: 'Status',
  actions: 'Actions',
  stars: '{rating} out of 5 stars',
  size: 'Size {size}',
  'fit_runs-small': REVIEW_FIT_LABELS['runs-small'],
  'fit_true-to-size': REVIEW_FIT_LABELS['true-to-size'],
  'fit_runs-large': REVIEW_FIT_LABELS['runs-large'],
  photo: 'Photo {number} of the review',
  newReports: '{count, plural, one {# new report} other {# new reports}}',
  noun: 'reviews',
  nounOne: 'review',
} as const;

export type ReviewsMessages = typeof en;
export const reviewsMessages = defineMessages(en, () => import('./reviews.messages.hi'));
