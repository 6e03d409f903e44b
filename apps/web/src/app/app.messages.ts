import { defineMessages } from '@/lib/i18n';

/** The app shell's own pages: not found, a page that failed, a page loading. */
const en = {
  notFoundTitle: 'Page not found',
  notFoundText: "The page you are looking for doesn't exist or has moved.",
  backToHome: 'Back to Home',
  browseProducts: 'Browse Products',
  errorTitle: 'Something went wrong',
  errorText: "We couldn't load this page. Please check your connection and try again.",
  tryAgain: 'Try Again',
  loading: 'Loading',
} as const;

export type AppMessages = typeof en;
export const appMessages = defineMessages(en, () => import('./app.messages.hi'));
