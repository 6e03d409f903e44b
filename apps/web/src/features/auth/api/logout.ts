import { mutationOptions, useMutation } from '@tanstack/react-query';
import { use } from 'react';
import { api } from '@/lib/api-client';
import { SessionStoreContext } from '../session-context';

/**
 * Signing out must not wait long on a slow network: the local sign-out below happens whatever
 * the server answers, so a shorter limit than the usual 10 s is enough.
 */
const LOGOUT_TIMEOUT_MS = 5_000;

/** POST /auth/logout: revokes this device's session token on the server. */
export async function postLogout(): Promise<void> {
  await api.post<unknown>('/auth/logout', undefined, { timeoutMs: LOGOUT_TIMEOUT_MS });
}

export const logoutMutationOptions = () => mutationOptions({ mutationFn: postLogout });

/**
 * Signs this device out: tells the server first (the call needs the token), then clears the
 * stored token and user even if the call failed, so a shopper is never stuck signed in.
 */
export function useLogout() {
  const store = use(SessionStoreContext);
  const mutation = useMutation(logoutMutationOptions());
  async function signOut(): Promise<void> {
    try {
      await mutation.mutateAsync();
    } catch {
      // Offline or the token already expired: the server session ends on its own.
    } finally {
      store.logout();
    }
  }
  return { signOut, isSigningOut: mutation.isPending };
}
