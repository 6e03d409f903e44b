import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { AppTree } from '@/app/app-tree';
import { createQueryClient } from '@/app/query-client';
import { serverRenderedPage } from '@/app/pages';
import { setApiTransport } from '@/lib/api-client';
import { loadLanguage, setLanguageSource } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, languageOfPath, languagePrefix, type Language } from '@shop/contracts';
import { headFor } from './ssr/head';
import { serialiseState } from './ssr/serialise';

/** What the API server hands over: how to call the API in its own process. */
export interface RenderOptions {
  /** Answers a request the page makes to /api/... without a network hop. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  /** The shop's public origin, for canonical URLs and link-preview images. */
  origin: string;
}

export interface RenderResult {
  status: 200 | 404;
  /** The app's markup, to go inside <div id="root">. */
  html: string;
  /** Title, description, canonical, Open Graph/Twitter and JSON-LD tags. */
  head: string;
  /** A <script type="application/json"> with the dehydrated queries. */
  state: string;
  /** The source module of the page's lazy chunk (the web build's manifest key), to preload. */
  pageModule: string | undefined;
}

const app = (client: QueryClient, url: string, language: Language) => (
  <AppTree
    client={client}
    language={language}
    router={(routes) => (
      <StaticRouter location={url} basename={languagePrefix(language) || undefined}>
        {routes}
      </StaticRouter>
    )}
  />
);

/** The source module of each server-rendered page: the browser's build manifest names its chunk. */
const PAGE_MODULES: ReadonlyArray<readonly [string, string]> = [
  ['/', 'src/features/catalogue/pages/home-page.tsx'],
  ['/products', 'src/features/catalogue/pages/products-page.tsx'],
  ['/products/:id', 'src/features/catalogue/pages/product-detail-page.tsx'],
  ['/categories/:categorySlug', 'src/features/catalogue/pages/category-page.tsx'],
];

/**
 * The source module of each page the browser renders itself: its HTML is the app shell, which
 * preloads the page's chunks alongside the shell's own, so a phone on slow 4G does not wait for
 * the shell to run before it asks for the page (issue 17). Sign-in guarded pages are listed too:
 * a signed-in shopper opening a link to them gets them as fast.
 */
const CLIENT_PAGE_MODULES: ReadonlyArray<readonly [string, string]> = [
  ['/cart', 'src/features/cart/pages/cart-page.tsx'],
  ['/wishlist', 'src/features/wishlist/pages/wishlist-page.tsx'],
  ['/login', 'src/features/auth/pages/login-page.tsx'],
  ['/signup', 'src/features/auth/pages/signup-page.tsx'],
  ['/checkout', 'src/features/checkout/pages/checkout-page.tsx'],
  ['/profile', 'src/features/account/pages/profile-page.tsx'],
  ['/orders', 'src/features/orders/pages/orders-page.tsx'],
  ['/orders/:id', 'src/features/orders/pages/order-detail-page.tsx'],
  ['/order-confirmation', 'src/features/orders/pages/order-confirmation-page.tsx'],
];

/** The source module (a web build manifest key) of a page the browser renders itself. */
export function clientPageModule(url: string): string | undefined {
  const { path } = languageOfPath(new URL(url, 'http://x').pathname);
  return CLIENT_PAGE_MODULES.find(([pattern]) => matchPath(pattern, path))?.[1];
}

/** Renders once React has everything (no Suspense fallback left in the markup). */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: no outlined segment needs an inline script (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** The page is missing when its product answered 404 (its category is checked by the head). */
function isMissingQuery(query: Query): boolean {
  const error = query.state.error as { status?: unknown } | null;
  return query.state.status === 'error' && error?.status === 404;
}

/**
 * Server rendering of a storefront page (decision 024). A first pass lets the page declare the
 * queries it reads (TanStack Query builds them in the cache; nothing is fetched during a server
 * render); they are fetched from the API in-process, without the shopper's credentials, so only
 * anonymous data can ever land in the HTML; the second pass renders with the data, which is
 * dehydrated into the page for the browser to hydrate without fetching it again.
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const { language, path: pathname } = languageOfPath(new URL(url, 'http://x').pathname);
  return renderLanguage.run(language, () => renderIn(language, pathname, url, options));
}

/**
 * Renders in both languages interleave in this process: the language of the render in progress
 * is its async context, which the API client reads for each call's Accept-Language (issue 19).
 */
const renderLanguage = new AsyncLocalStorage<Language>();
setLanguageSource(() => renderLanguage.getStore() ?? DEFAULT_LANGUAGE);

async function renderIn(
  language: Language,
  pathname: string,
  url: string,
  options: RenderOptions,
): Promise<RenderResult> {
  setApiTransport(options.transport);
  const page = serverRenderedPage(pathname);
  if (page) await page.preload();
  await loadLanguage(language);

  const client = createQueryClient();
  renderToString(app(client, url, language));
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending');
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  // A failure other than "not found" is left for the browser to try again, as it would.
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error' && !isMissingQuery(query))
      client.getQueryCache().remove(query);
  }

  const markup = await renderComplete(app(client, url, language));
  // React emits the page's <title> and image preloads ahead of the markup; they belong in <head>.
  const hoisted =
    /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)+/.exec(markup)?.[0] ?? '';
  const html = markup.slice(hoisted.length);
  const head = headFor(pathname, client, options.origin, language);
  const state = serialiseState(
    dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' || isMissingQuery(query),
    }),
  );
  return {
    status: head.missing ? 404 : 200,
    html,
    head: `${hoisted}${head.tags}`,
    state,
    pageModule: PAGE_MODULES.find(([pattern]) => matchPath(pattern, pathname))?.[1],
  };
}
