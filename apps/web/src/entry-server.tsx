import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import {
  dehydrate,
  partialMatchKey,
  skipToken,
  type DefaultedQueryObserverOptions,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { AppTree } from '@/app/app-tree';
import { createQueryClient } from '@/app/query-client';
import { serverRenderedPage } from '@/app/pages';
import {
  categoryMenuData,
  categoryPageData,
  homePageData,
  productDetailPageData,
  productsPageData,
  type PageData,
} from '@/features/catalogue';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { loadLanguage, setLanguageSource } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, languageOfPath, languagePrefix, type Language } from '@shop/contracts';
import { headFor } from './ssr/head';
import { serialiseState } from './ssr/serialise';

/** What the API server hands over: how to call the API in its own process. */
export interface RenderOptions {
  /** Answers a request the page makes to /api/... without a network hop. */
  transport: ApiTransport;
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
  /**
   * Queries (their hashes) the page read that its data declaration did not fetch: each cost
   * another render. Empty when the declarations are complete (the server render test checks).
   */
  undeclared: string[];
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

/**
 * Each server-rendered page: the source module of its lazy chunk (the browser's build manifest
 * names it, to preload) and the data it reads, fetched before its one render.
 */
const SERVER_PAGES: ReadonlyArray<{ pattern: string; module: string; data: PageData }> = [
  { pattern: '/', module: 'src/features/catalogue/pages/home-page.tsx', data: homePageData },
  {
    pattern: '/products',
    module: 'src/features/catalogue/pages/products-page.tsx',
    data: productsPageData,
  },
  {
    pattern: '/products/:id',
    module: 'src/features/catalogue/pages/product-detail-page.tsx',
    data: productDetailPageData,
  },
  {
    pattern: '/categories/:categorySlug',
    module: 'src/features/catalogue/pages/category-page.tsx',
    data: categoryPageData,
  },
  // The empty cart of a browser that holds none (decision 030): the header's menu is its data.
  { pattern: '/cart', module: 'src/features/cart/pages/cart-page.tsx', data: categoryMenuData },
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

/** A page read queries its declaration did not fetch more than this many times over: give up. */
const MAX_RENDERS = 3;

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

/**
 * The page's markup. With its data fetched nothing should suspend, and renderToString is the
 * cheaper render (no stream, no bytes encoded and decoded again). Should something still be
 * loading (a lazy component's first use in this process) it renders that boundary's fallback and
 * marks it for the browser (`<!--$!-->`): then the stream renders it, waiting for it.
 */
function renderMarkup(element: React.ReactElement): Promise<string> {
  try {
    const markup = renderToString(element);
    if (!markup.includes('<!--$!-->')) return Promise.resolve(markup);
  } catch {
    // The stream says what went wrong.
  }
  return renderComplete(element);
}

/** The page is missing when its product answered 404 (its category is checked by the head). */
function isMissingQuery(query: Query): boolean {
  const error = query.state.error as { status?: unknown } | null;
  return query.state.status === 'error' && error?.status === 404;
}

/**
 * Server rendering of a storefront page (decision 024). The page's data is fetched first, from
 * the queries the page declares for its address (`SERVER_PAGES`, with the header's category
 * menu), from the API in-process and without the shopper's credentials, so only anonymous data
 * can ever land in the HTML; then React renders it once. The queries the render read are
 * dehydrated into the page for the browser to hydrate without fetching them again. Should the
 * render read a query the declaration left out (it renders it loading), that query is fetched
 * and the page rendered again: a forgotten declaration costs time, never a wrong page.
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

/**
 * Records the queries the components read while rendering: useQuery asks the client for its
 * defaulted options (with the hook's `enabled`) each time, under the query's hash.
 */
function recordReads(client: QueryClient): Map<string, DefaultedQueryObserverOptions> {
  const reads = new Map<string, DefaultedQueryObserverOptions>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    reads.set(defaulted.queryHash, defaulted as DefaultedQueryObserverOptions);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return reads;
}

/** The hook would fetch this query on mount (a disabled one, e.g. a signed-out cart, would not). */
function wouldFetch(options: DefaultedQueryObserverOptions, query: Query): boolean {
  if (options.queryFn === skipToken) return false;
  const { enabled } = options;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * A failure other than "not found" is left for the browser to try again, as it would: the query
 * leaves the cache, so the page renders it loading, and its hash goes into `failed`, so it is
 * not taken for a query nobody fetched.
 */
function forgetFailures(client: QueryClient, failed: Set<string>): void {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error' && !isMissingQuery(query)) {
      failed.add(query.queryHash);
      client.getQueryCache().remove(query);
    }
  }
}

async function renderIn(
  language: Language,
  pathname: string,
  url: string,
  options: RenderOptions,
): Promise<RenderResult> {
  setApiTransport(options.transport);
  const page = serverRenderedPage(pathname);
  const [declared, match] =
    SERVER_PAGES.map((entry) => [entry, matchPath(entry.pattern, pathname)] as const).find(
      ([, found]) => found,
    ) ?? [];
  const client = createQueryClient();
  const address = { params: match?.params ?? {}, search: new URL(url, 'http://x').searchParams };
  await Promise.all([
    page?.preload(),
    loadLanguage(language),
    categoryMenuData.fetch(client, address),
    declared?.data.fetch(client, address),
  ]);
  const leftToBrowser = declared?.data.browserLoads?.(address) ?? [];
  const failed = new Set<string>();
  forgetFailures(client, failed);

  const reads = recordReads(client);
  const undeclared: string[] = [];
  let markup = '';
  for (let pass = 1; ; pass++) {
    reads.clear();
    markup = await renderMarkup(app(client, url, language));
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const read = reads.get(query.queryHash);
        return (
          read !== undefined &&
          query.state.status === 'pending' &&
          !failed.has(query.queryHash) &&
          !leftToBrowser.some((key) => partialMatchKey(query.queryKey, key)) &&
          wouldFetch(read, query)
        );
      });
    undeclared.push(...missing.map((query) => query.queryHash));
    if (missing.length === 0 || pass === MAX_RENDERS) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    forgetFailures(client, failed);
  }

  // React emits the page's <title> and image preloads ahead of the markup; they belong in <head>.
  const hoisted =
    /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)+/.exec(markup)?.[0] ?? '';
  const html = markup.slice(hoisted.length);
  const head = headFor(pathname, client, options.origin, language);
  const state = serialiseState(
    dehydrate(client, {
      // What the page read, as it read it: the browser's first render reads the same.
      shouldDehydrateQuery: (query) =>
        reads.has(query.queryHash) && (query.state.status === 'success' || isMissingQuery(query)),
    }),
  );
  return {
    status: head.missing ? 404 : 200,
    html,
    head: `${hoisted}${head.tags}`,
    state,
    pageModule: declared?.module,
    undeclared,
  };
}
