import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createSessionStore, SessionStoreContext, type SessionStore } from '@/features/auth';

/** Shows where the router ended up, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders routes in a memory router with a fresh query client and session store; any path the
 * routes do not cover renders the LocationProbe.
 */
export function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; store?: SessionStore; queryClient?: QueryClient } = {},
) {
  const store =
    options.store ?? createSessionStore({ fetchCurrentUser: () => new Promise(() => {}) });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <SessionStoreContext value={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStoreContext>,
  );
  return { ...result, router, store, queryClient };
}

/** One route at `/` rendering `element` with the probe elsewhere. */
export function renderAtRoot(element: ReactElement, options: { store?: SessionStore } = {}) {
  return renderRoutes([{ path: '/', element }], options);
}
