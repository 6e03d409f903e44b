import { mutationOptions, useMutation } from '@tanstack/react-query';
import { use } from 'react';
import { api } from '@/lib/api-client';
import { SessionStoreContext } from '../session-context';

/** POST /auth/logout-all: revokes every session of the shopper, this one included. */
export async function postLogoutAll(): Promise<{ revoked: number }> {
  return api.post<{ revoked: number }>('/auth/logout-all');
}

export const logoutAllMutationOptions = () => mutationOptions({ mutationFn: postLogoutAll });

/**
 * Signs out everywhere. Unlike a single logout, a failure keeps the local session: the other
 * devices are still signed in, and the shopper must know and be able to try again.
 */
export function useLogoutAll() {
  const store = use(SessionStoreContext);
  return useMutation({ ...logoutAllMutationOptions(), onSuccess: () => store.logout() });
}
