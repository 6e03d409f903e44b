import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readListingState, type ListingState } from './listing-params';
import type { SortOption } from './sort-options';

/**
 * The list's state lives in the address. Each change is a new history entry (so Back undoes a
 * filter) and keeps the scroll position; paging scrolls to the results itself.
 */
export function useListing(sorts: readonly SortOption[]): {
  state: ListingState;
  update: (change: (params: URLSearchParams) => URLSearchParams) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params, sorts), [params, sorts]);

  // The router re-renders in a transition, so two quick changes (tick a box, then pick a sort)
  // could both start from the same old address and the first would be lost. Each change builds
  // on the newest address asked for instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (params: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return { state, update };
}
