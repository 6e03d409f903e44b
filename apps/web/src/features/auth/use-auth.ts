import { use, useSyncExternalStore } from 'react';
import { SessionStoreContext } from './session-context';
import { SIGNED_OUT } from './session-store';
import type { SessionState, SessionUser } from './types';

export interface UseAuth extends SessionState {
  setSession(token: string, user: SessionUser): Promise<void>;
  updateUser(user: SessionUser): void;
  logout(): void;
}

/**
 * What a server-rendered page shows (decision 024): nobody signed in. The browser's first render
 * (hydration) shows the same, then the stored session; the same object as the store's signed-out
 * state, so a signed-out visitor's components do not all render again after hydrating.
 */
const serverState = () => SIGNED_OUT;

/** The session: who is signed in, whether that is still being checked, and how to change it. */
export function useAuth(): UseAuth {
  const store = use(SessionStoreContext);
  const state = useSyncExternalStore(store.subscribe, store.getState, serverState);
  return {
    ...state,
    setSession: store.setSession,
    updateUser: store.updateUser,
    logout: store.logout,
  };
}
