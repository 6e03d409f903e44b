import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { AppTree } from '@/app/app-tree';
import { createQueryClient } from '@/app/query-client';
import { serverRenderedPage } from '@/app/pages';
import { sessionStore } from '@/features/auth';
import './index.css';

const queryClient = createQueryClient();

// spec §4 Session: show the stored user at once, then refresh it from the server.
void sessionStore.start();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <AppTree client={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
);

// The service worker keeps the shell and static files, never API answers (decision 025).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

// A server-rendered page (decision 024) carries its data: it goes into the cache and the page's
// chunk is loaded before hydrating, so the first render matches the HTML and fetches nothing.
// The queries go in as TanStack's hydrate() puts them (QueryCache.build with the dehydrated
// state): the cache is new, so hydrate's merging is not needed, and its bytes are the home
// page's budget.
const state = document.getElementById('ssr-state');
const page = serverRenderedPage(window.location.pathname);
if (state?.textContent && root.firstElementChild && page) {
  const { queries } = JSON.parse(state.textContent) as DehydratedState;
  for (const { queryKey, queryHash, state: queryState } of queries) {
    queryClient.getQueryCache().build(queryClient, { queryKey, queryHash }, queryState);
  }
  void page.preload().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
