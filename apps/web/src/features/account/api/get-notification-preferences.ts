import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** GET /users/notification-preferences -> data.preferences. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const data = await api.get<{ preferences: NotificationPreferences }>(
    '/users/notification-preferences',
    { signal },
  );
  return data.preferences;
}

export const notificationPreferencesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences(accountId),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions(useOwnerId()));
}
