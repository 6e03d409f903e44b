/** The session as the rest of the app sees it. */
export { useAuth, type UseAuth } from './use-auth';
export { sessionStore, onSignedIn, createSessionStore, type SessionStore } from './session-store';
export { SessionStoreContext } from './session-context';
export { displayName, loginRedirectState, ownerIdOf, returnPathFrom } from './session-helpers';
export { useOwnerId } from './use-owner-id';
export { useLogout, postLogout } from './api/logout';
export { useLogoutAll, postLogoutAll } from './api/logout-all';
export type {
  AuthStatus,
  LoginRedirectState,
  SessionState,
  SessionUser,
  SignedInCallback,
  SignedInSession,
  SignupRouteState,
} from './types';

// The sign-in pages, each its own chunk loaded on first visit (decision 007).
export const loadLoginPage = () => import('./pages/login-page').then((m) => m.LoginPage);
export const loadSignupPage = () => import('./pages/signup-page').then((m) => m.SignupPage);
