import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeleted, AdminSynonym, AdminSynonymBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** POST /admin/search/synonyms (new) or PUT /admin/search/synonyms/{id}. */
export function saveSynonym(input: {
  id: string | null;
  body: AdminSynonymBody;
}): Promise<AdminSynonym> {
  return input.id
    ? adminApi.put<AdminSynonym>(
        `/admin/search/synonyms/${encodeURIComponent(input.id)}`,
        input.body,
      )
    : adminApi.post<AdminSynonym>('/admin/search/synonyms', input.body);
}

/** DELETE /admin/search/synonyms/{id}. */
export function deleteSynonym(id: string): Promise<AdminDeleted> {
  return adminApi.delete<AdminDeleted>(`/admin/search/synonyms/${encodeURIComponent(id)}`);
}

function useSynonymChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.synonyms() }),
  });
}

export const useSaveSynonym = () => useSynonymChange(saveSynonym);
export const useDeleteSynonym = () => useSynonymChange(deleteSynonym);
