import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A server-rendered page older than this when it arrives came from a cache, not from a render
 * for this visit: a CDN may keep a page a minute and serve it stale for five more (decision 024),
 * and a browser may reuse it too.
 */
export const CACHED_PAGE_AGE_MS = 10_000;

/**
 * Once the page has hydrated (an effect runs after hydration commits, so the markup is matched
 * against the data it was rendered from), a page that came from a cache asks its queries again:
 * the stock and prices the shopper acts on are the shop's now, not those of the cached copy.
 * `renderedAt` is when the page's oldest answer was read (its dehydrated `dataUpdatedAt`).
 */
export function RefreshIfCached({
  client,
  renderedAt,
  children,
}: {
  client: QueryClient;
  renderedAt: number;
  children: ReactNode;
}) {
  useEffect(() => {
    if (Date.now() - renderedAt > CACHED_PAGE_AGE_MS) void client.invalidateQueries();
  }, [client, renderedAt]);
  return children;
}
