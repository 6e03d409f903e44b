import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';
import { useAccountId } from '../use-account-id';

/** DELETE /auth/sessions/{id}: signs one other device out. */
export async function deleteSession(id: string): Promise<void> {
  await api.delete<unknown>(`/auth/sessions/${encodeURIComponent(id)}`);
}

export const revokeSessionMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'revoke-session'], mutationFn: deleteSession });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    ...revokeSessionMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(accountId) }),
  });
}
