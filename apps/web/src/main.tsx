import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { AppTree } from '@/app/app-tree';
import { watchPartsToHydrate } from '@/components/ui/hydration-waits';
import { createQueryClient } from '@/app/query-client';
import { serverRenderedPage } from '@/app/pages';
import { RefreshIfCached } from '@/app/refresh-if-cached';
import { sessionStore } from '@/features/auth';
import { keepCartHint } from '@/features/shopping';
import {
  frontDoorRedirect,
  loadLanguage,
  markPageLanguage,
  pageLanguage,
  setCurrentLanguage,
} from '@/lib/i18n';
import { languageOfPath, languagePrefix } from '@shop/contracts';
import './index.css';

// Issue 19: the URL says the page's language (/hi/... is Hindi); the bare front door opens in the
// language the shopper chose before.
const moveTo = frontDoorRedirect();
if (moveTo) window.location.replace(moveTo);
const language = pageLanguage();
setCurrentLanguage(language);
markPageLanguage(language);
// The Devanagari font only on Hindi pages; the server already put it inline in the ones it serves.
if (language === 'hi' && !document.getElementById('devanagari-font')) {
  void import('./devanagari-font.css');
}

const queryClient = createQueryClient();

// spec §4 Session: show the stored user at once, then refresh it from the server.
void sessionStore.start();
// The server renders the cart page empty only for a browser that holds no cart (decision 030).
keepCartHint();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const basename = languagePrefix(language) || undefined;
const app = (
  <AppTree
    client={queryClient}
    language={language}
    router={(routes) => <BrowserRouter basename={basename}>{routes}</BrowserRouter>}
  />
);

// The service worker keeps the shell and static files, never API answers (decision 025).
// Registering it costs the main thread about 10 ms, so it waits for an idle moment after the
// page has loaded instead of lengthening the task that starts the app (decision 046).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
}

// A server-rendered page (decision 024) carries its data: it goes into the cache and the page's
// chunk is loaded before hydrating, so the first render matches the HTML and fetches nothing.
// The queries go in as TanStack's hydrate() puts them (QueryCache.build with the dehydrated
// state): the cache is new, so hydrate's merging is not needed, and its bytes are the home
// page's budget.
const state = document.getElementById('ssr-state');
const page = serverRenderedPage(languageOfPath(window.location.pathname).path);
if (state?.textContent && root.firstElementChild && page) {
  const { queries } = JSON.parse(state.textContent) as DehydratedState;
  for (const { queryKey, queryHash, state: queryState } of queries) {
    queryClient.getQueryCache().build(queryClient, { queryKey, queryHash }, queryState);
  }
  // When the page's data was read: a page from a cache asks again once it has hydrated.
  const renderedAt = Math.min(
    ...queries.map(({ state: read }) => Math.max(read.dataUpdatedAt, read.errorUpdatedAt)),
  );
  // The page's messages in its language are ready too, so hydration never suspends on them. The
  // page carries the app's whole stylesheet (decision 041): what the app shows next is styled.
  void page
    .preload()
    .then(() => loadLanguage(language))
    // A transition hydrates in slices that yield to the browser every few milliseconds (React's
    // concurrent rendering) instead of one long task: a phone stays responsive while it runs.
    .then(() => {
      // The parts below the first screen hydrate when the shopper comes near them (decision 046).
      watchPartsToHydrate();
      startTransition(
        () =>
          void hydrateRoot(
            root,
            <RefreshIfCached client={queryClient} renderedAt={renderedAt}>
              {app}
            </RefreshIfCached>,
          ),
      );
    });
} else {
  // A page the browser renders itself is rendered in slices the same way.
  void loadLanguage(language).then(() => startTransition(() => createRoot(root).render(app)));
}
