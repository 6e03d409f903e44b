import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** PUT /users/notification-preferences with all four switches -> data.preferences. */
export async function putNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const data = await api.put<{ preferences: NotificationPreferences }>(
    '/users/notification-preferences',
    preferences,
  );
  return data.preferences;
}

export const updateNotificationPreferencesMutationOptions = () =>
  mutationOptions({
    mutationFn: putNotificationPreferences,
  });

/** A switch flips at once and flips back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const queryKey = accountKeys.notificationPreferences(useOwnerId());
  return useMutation({
    ...updateNotificationPreferencesMutationOptions(),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
