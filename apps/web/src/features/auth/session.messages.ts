import { defineMessages } from '@/lib/i18n';

/**
 * The session's own words, which the header shows on every page: kept apart from the sign-in
 * pages' book so the home page's first JavaScript carries only this.
 */
const en = {
  myAccount: 'My Account',
} as const;

export type SessionMessages = typeof en;
// Pure: a chunk that only passes by this feature's index (the home page's) leaves the texts out.
export const sessionMessages = /* @__PURE__ */ defineMessages(
  en,
  () => import('./session.messages.hi'),
);
