import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '@shop/contracts';
import { endAdminSession, getAdminUser } from './api/admin-sign-in';
import { adminKeys } from './admin-keys';
import { clearAdminToken, readAdminToken, subscribeToAdminToken } from './admin-token';

export type AdminSession =
  | { status: 'signedOut' }
  | { status: 'checking' }
  | { status: 'unavailable'; message: string; retry: () => void }
  | { status: 'signedIn'; user: User; signOut: () => Promise<void> };

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeToAdminToken, readAdminToken, () => null);
}

/**
 * The console session: a stored admin token, confirmed with GET /auth/me. A token the server
 * refuses (the client clears it on 401) or one that belongs to a customer is dropped, and the
 * console shows its sign-in again.
 */
export function useAdminSession(): AdminSession {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: adminKeys.me(token),
    queryFn: ({ signal }) => getAdminUser(signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const notAdmin = me.data !== undefined && me.data.role !== 'admin';

  useEffect(() => {
    if (notAdmin) clearAdminToken();
  }, [notAdmin]);

  // Signed out: nothing the console loaded should linger in the shared cache.
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);

  if (token === null || notAdmin) return { status: 'signedOut' };
  if (!me.data) {
    // A 401 has already cleared the token; anything else (offline, 503) keeps it for a retry.
    if (!me.isError) return { status: 'checking' };
    return { status: 'unavailable', message: me.error.message, retry: () => void me.refetch() };
  }
  return {
    status: 'signedIn',
    user: me.data,
    signOut: async () => {
      await endAdminSession(token);
      clearAdminToken();
    },
  };
}
