import { currentLanguage, loadLanguage } from '@/lib/i18n';

/** The session as the rest of the app sees it. */
export { useAuth } from './use-auth';
export { useOwnerId } from './use-owner-id';
export { sessionStore, createSessionStore, type SessionStore } from './session-store';
export { SessionStoreContext } from './session-context';
export { displayName, loginRedirectState, ownerIdOf } from './session-helpers';
export { useLogout } from './api/logout';
export { useLogoutAll } from './api/logout-all';
// The back office's own sign-in says the same things (spec §8).
export {
  SEND_OTP_FAILED,
  VERIFY_OTP_FAILED,
  failureMessage,
  isEarlierCodeStillValid,
  isNameRequired,
} from './sign-in-messages';
export type { AuthStatus } from './types';

// The sign-in pages, each its own chunk loaded on first visit (decision 007).
// Each waits for the chunk's message books in the page's language too, so no part of the page
// suspends on them.
export const loadLoginPage = async () => {
  const { LoginPage } = await import('./pages/login-page');
  await loadLanguage(currentLanguage());
  return LoginPage;
};
export const loadSignupPage = async () => {
  const { SignupPage } = await import('./pages/signup-page');
  await loadLanguage(currentLanguage());
  return SignupPage;
};
