import { defineMessages } from '@/lib/i18n';

/** The stars on product cards (home page) and near the price: a book of its own, kept small. */
const en = {
  rated: 'Rated {value} out of 5',
  ratedFrom:
    'Rated {average} out of 5 from {count, plural, one {{count} review} other {{count} reviews}}',
} as const;

export type RatingMessages = typeof en;
export const ratingMessages = defineMessages(en, () => import('./rating.messages.hi'));
