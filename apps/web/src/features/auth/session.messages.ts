import { defineMessages } from '@/lib/i18n';

/**
 * The session's own words, which the header shows on every page: kept apart from the sign-in
 * pages' book so the home page's first JavaScript carries only this.
 */
const en = {
  myAccount: 'My Account',
} as const;

export type SessionMessages = typeof en;
export const sessionMessages = defineMessages(en, () => import('./session.messages.hi'));
