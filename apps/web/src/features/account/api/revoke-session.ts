import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** DELETE /auth/sessions/{id}: signs one other device out. */
export async function deleteSession(id: string): Promise<void> {
  await api.delete<unknown>(`/auth/sessions/${encodeURIComponent(id)}`);
}

export const revokeSessionMutationOptions = () => mutationOptions({ mutationFn: deleteSession });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  const accountId = useOwnerId();
  return useMutation({
    ...revokeSessionMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(accountId) }),
  });
}
