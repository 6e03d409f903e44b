import {
  STORAGE_KEYS,
  readJson,
  readString,
  removeKeys,
  subscribeToStorage,
  writeJson,
  writeString,
} from '@/lib/storage';
import { getCurrentUser } from './api/get-current-user';
import type { SessionState, SessionUser, SignedInCallback } from './types';

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** spec §4 Session: show the stored user first, then refresh it from the server. */
  start(): Promise<void>;
  /** Stores a fresh sign-in, then runs the onSignedIn callbacks (their failures are logged). */
  setSession(token: string, user: SessionUser): Promise<void>;
  /**
   * Replaces the signed-in user (after a profile edit) without counting as a new sign-in, so the
   * cart and wishlist merges do not run again. Does nothing when signed out.
   */
  updateUser(user: SessionUser): void;
  logout(): void;
  /** Registers a callback run after every sign-in; returns its unregister function. */
  onSignedIn(callback: SignedInCallback): () => void;
}

/**
 * Nobody signed in: one object, which is also what a server-rendered page shows (use-auth.ts), so
 * a visitor who is signed out re-renders nothing once the page is hydrated (decision 030).
 */
export const SIGNED_OUT: SessionState = Object.freeze({
  user: null,
  token: null,
  status: 'signedOut',
});

function readStoredUser(): SessionUser | null {
  const value = readJson(STORAGE_KEYS.user);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SessionUser)
    : null;
}

/** What storage says right now; a token without a stored user waits for the refresh. */
function stateFromStorage(): SessionState {
  const token = readString(STORAGE_KEYS.authToken);
  if (!token) return SIGNED_OUT;
  const user = readStoredUser();
  return { token, user, status: user ? 'signedIn' : 'loading' };
}

export function createSessionStore(
  options: { fetchCurrentUser?: () => Promise<SessionUser> } = {},
): SessionStore {
  const fetchCurrentUser = options.fetchCurrentUser ?? getCurrentUser;
  const listeners = new Set<() => void>();
  const signedInCallbacks = new Set<SignedInCallback>();
  let state = stateFromStorage();
  let writing = false;

  function setState(next: SessionState): void {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function write(token: string, user: SessionUser): void {
    writing = true;
    try {
      writeString(STORAGE_KEYS.authToken, token);
      writeJson(STORAGE_KEYS.user, user);
    } finally {
      writing = false;
    }
  }

  // Another tab signing in or out, or the API client clearing a rejected token (spec §4 401 rule).
  const onStorageChange = () => {
    if (writing) return;
    const token = readString(STORAGE_KEYS.authToken);
    if (!token) {
      if (state.status !== 'signedOut') setState(SIGNED_OUT);
      return;
    }
    const user = readStoredUser() ?? (token === state.token ? state.user : null);
    setState({ token, user, status: 'signedIn' });
  };
  subscribeToStorage(STORAGE_KEYS.authToken, onStorageChange);
  subscribeToStorage(STORAGE_KEYS.user, onStorageChange);

  const store: SessionStore = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async start() {
      const initial = stateFromStorage();
      setState(initial);
      if (!initial.token) return;
      const storedUser = initial.user;
      try {
        const user = await fetchCurrentUser();
        // A logout or another sign-in while the refresh was in flight wins.
        if (state.token !== initial.token) return;
        write(initial.token, user);
        setState({ token: initial.token, user, status: 'signedIn' });
      } catch {
        if (state.token !== initial.token) return;
        if (storedUser) {
          setState({ token: initial.token, user: storedUser, status: 'signedIn' });
          return;
        }
        removeKeys(STORAGE_KEYS.authToken, STORAGE_KEYS.user);
        setState(SIGNED_OUT);
      }
    },

    async setSession(token, user) {
      write(token, user);
      setState({ token, user, status: 'signedIn' });
      const results = await Promise.allSettled(
        [...signedInCallbacks].map(async (callback) => callback({ token, user })),
      );
      for (const result of results) {
        if (result.status === 'rejected') console.error('A sign-in step failed', result.reason);
      }
    },

    updateUser(user) {
      if (!state.token) return;
      write(state.token, user);
      setState({ token: state.token, user, status: 'signedIn' });
    },

    logout() {
      removeKeys(STORAGE_KEYS.authToken, STORAGE_KEYS.user);
      setState(SIGNED_OUT);
    },

    onSignedIn(callback) {
      signedInCallbacks.add(callback);
      return () => {
        signedInCallbacks.delete(callback);
      };
    },
  };
  return store;
}

/** The app's one session. */
export const sessionStore = createSessionStore();
