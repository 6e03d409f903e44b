import type { Language } from '@shop/contracts';

/**
 * spec §3 User as the session keeps it (localStorage `user`). The auth issue owns the full shape;
 * the shell only needs enough to greet the shopper.
 */
export interface SessionUser {
  _id?: string;
  id?: string;
  name?: string | null;
  phone?: string;
  email?: string | null;
  role?: string;
  /** Issue 19: the language saved on the profile, when the shopper chose one. */
  language?: Language;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  status: AuthStatus;
}

export interface SignedInSession {
  token: string;
  user: SessionUser;
}

/** Runs after a sign-in, e.g. to merge the local cart into the server cart (spec §4). */
export type SignedInCallback = (session: SignedInSession) => void | Promise<void>;

/** Router state handed to /login so the shopper returns where they were (spec §2). */
export interface LoginRedirectState {
  from: string;
}

/**
 * Router state handed to /signup (spec §2/§4): the number login already has and why the shopper
 * is here ('Please complete your registration to continue'), plus `from` when they came from a
 * signed-in-only page.
 */
export interface SignupRouteState {
  phone?: string;
  message?: string;
  from?: string;
}
