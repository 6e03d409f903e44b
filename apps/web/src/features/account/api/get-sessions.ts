import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** GET /auth/sessions -> data.sessions: every device the shopper is signed in on. */
export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  const data = await api.get<{ sessions: SessionInfo[] }>('/auth/sessions', { signal });
  return Array.isArray(data.sessions) ? data.sessions : [];
}

export const sessionsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(accountId),
    queryFn: ({ signal }) => getSessions(signal),
    // Another device may sign in at any moment; the list is cheap, so it is re-read on each visit.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions(useOwnerId()));
}
