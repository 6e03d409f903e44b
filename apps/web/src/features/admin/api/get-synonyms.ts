import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSynonymList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/search/synonyms: the groups of words search treats as the same. */
export function getSynonyms(signal?: AbortSignal): Promise<AdminSynonymList> {
  return adminApi.get<AdminSynonymList>('/admin/search/synonyms', { signal });
}

export const getSynonymsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.synonyms(), queryFn: ({ signal }) => getSynonyms(signal) });

export function useSynonyms() {
  return useQuery(getSynonymsQueryOptions());
}
