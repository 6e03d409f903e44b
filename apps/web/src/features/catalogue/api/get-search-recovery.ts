import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchRecovery } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { searchKeys } from '../catalogue-keys';

/** GET /search/recover?q=: "did you mean" and popular products for a search that found nothing. */
export async function getSearchRecovery(
  text: string,
  signal?: AbortSignal,
): Promise<SearchRecovery> {
  return api.get<SearchRecovery>('/search/recover', { query: { q: text }, signal });
}

export const getSearchRecoveryQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.recover(text),
    queryFn: ({ signal }) => getSearchRecovery(text, signal),
    staleTime: 60_000,
  });

export function useSearchRecovery(text: string) {
  const query = useQuery({ ...getSearchRecoveryQueryOptions(text), enabled: Boolean(text) });
  return { recovery: query.data ?? null, isLoading: query.isPending && Boolean(text) };
}
