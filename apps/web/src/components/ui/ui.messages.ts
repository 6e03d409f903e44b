import { defineMessages } from '@/lib/i18n';

/** The shared building blocks' own words: prices, dialogs, toasts, images, photo pickers. */
const en = {
  from: 'from ',
  originalPrice: 'Original price ',
  percentOff: '{off}% OFF',
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  /** spec §8: the placeholder of an image that failed says so. */
  imageNotFound: 'Image not found',
  pageTitle: '{title} | BharatBazaar',
  mobileNumber: 'Mobile number',
  mobilePlaceholder: '10-digit mobile number',
  photosUpTo: 'Photos (up to {max})',
  yourPhoto: 'Your photo {n}',
  removePhoto: 'Remove photo {n}',
  uploadingPhoto: 'Uploading photo…',
} as const;

export type UiMessages = typeof en;
export const uiMessages = defineMessages(en, () => import('./ui.messages.hi'));
