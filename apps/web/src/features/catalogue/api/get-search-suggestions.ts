import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion, SearchSuggestions } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { searchKeys } from '../catalogue-keys';

/** GET /search/suggest?q=: categories, brands and product names for what is being typed. */
export async function getSearchSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const data = await api.get<SearchSuggestions>('/search/suggest', { query: { q: text }, signal });
  return Array.isArray(data?.suggestions) ? data.suggestions : [];
}

export const getSearchSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(text),
    queryFn: ({ signal }) => getSearchSuggestions(text, signal),
    staleTime: 60_000,
    // The last suggestions stay while the next keystroke's load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

const NONE: SearchSuggestion[] = [];

/** Suggestions from two typed characters on; none (and no request) before. */
export function useSearchSuggestions(text: string) {
  const enabled = text.trim().length >= 2;
  const query = useQuery({ ...getSearchSuggestionsQueryOptions(text.trim()), enabled });
  return { suggestions: enabled ? (query.data ?? NONE) : NONE, isLoading: query.isFetching };
}
