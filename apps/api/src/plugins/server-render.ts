import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CART_HINT_COOKIE,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@shop/contracts';
import {
  bannersChanged,
  catalogueChanged,
  categoriesChanged,
  stockChanged,
} from '../lib/change-signals';
import { appStartTags } from './app-start';
import { isFresh, weakEtag } from './etag';
import { INTERNAL_REQUEST_HEADER } from './internal-request';
import { encodeBody, preferredEncoding, type PageEncoding } from './content-coding';
import { renderThreads, type RenderCall, type RenderResult } from './render-threads';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  render: (
    url: string,
    options: {
      transport: (url: string, init: RequestInit) => Promise<InternalAnswer>;
      origin: string;
    },
  ) => Promise<RenderResult>;
  /** The page module of a page the browser renders itself (cart, sign-in, orders...). */
  clientPageModule?: (url: string) => string | undefined;
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** A rendered page's answer, kept for the requests of the next few seconds. */
interface RenderedPage {
  status: 200 | 404;
  body: Buffer;
  /** Only a 200 (a public page) has one, as the etag plugin gives other public answers. */
  etag: string | null;
  /** The body compressed, each coding made once for every request the page serves. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}
/**
 * An API answer to the renderer, as the web app's API client reads it (its `ApiAnswer`): the
 * status and the text, kept as made for the renders that ask the same URL within the second.
 */
interface InternalAnswer {
  status: number;
  ok: boolean;
  text: () => Promise<string>;
}

/** How long a rendered page is reused (its data is at most this old), and how many are kept. */
const RENDER_KEEP_MS = 5_000;
const RENDER_KEEP_COUNT = 2_000;
/** How long an answer to the renderer's own API call serves other renders (decision 024). */
const ANSWER_KEEP_MS = 1_000;

/**
 * Anonymous visitors may be served a copy for a minute by a CDN (and a stale one for five while
 * it refreshes); a server-rendered page never holds a signed-in shopper's data (decision 024).
 */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A page that depends on the visitor's browser: never kept by a shared cache. */
const PRIVATE_PAGE = 'private, no-cache';

/** The browser says it holds a cart or a session (the cart hint cookie, decision 030). */
function holdsCart(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(/;\s*/).includes(`${CART_HINT_COOKIE}=1`);
}

/**
 * The shell's own words on a Hindi page (index.html is English): the title shown until the page
 * sets its own, and what a browser without JavaScript says.
 */
const SHELL_TEXT: Readonly<Record<Exclude<Language, 'en'>, { title: string; noscript: string }>> = {
  hi: {
    title: 'BharatBazaar: कपड़ों और बहुत कुछ की ऑनलाइन शॉपिंग',
    noscript: 'BharatBazaar चलाने के लिए JavaScript ज़रूरी है। कृपया इसे चालू करें और पेज फिर से लोड करें।',
  },
};

/**
 * index.html in a page's language: <html lang> says it, Hindi pages get their font, and the
 * shell's title and no-JavaScript note are in the page's language.
 */
export function pageInLanguage(html: string, language: Language, fontStyle: string): string {
  if (language === 'en') return html;
  const text = SHELL_TEXT[language];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${text.title}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${text.noscript}</noscript>`)
    .replace('</head>', `${fontStyle}</head>`);
}

/** The Accept-Language of a call the web app's API client makes (it sends a plain record). */
function languageHeader(headers: RequestInit['headers']): string | null {
  if (!headers) return null;
  if (headers instanceof Headers || Array.isArray(headers)) {
    return new Headers(headers).get('accept-language');
  }
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'accept-language');
  const value = name ? headers[name] : undefined;
  return typeof value === 'string' ? value : (value?.[0] ?? null);
}

/** The page chunk and the chunks it imports, each once, in the manifest's order. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

/**
 * The chunks the entry imports, each after the chunks it imports itself: the order in which they
 * can run as scripts of their own, one task each, before the entry (decision 046).
 */
function librariesFirst(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const below = (chunk.imports ?? []).flatMap((child) => librariesFirst(manifest, child, seen));
  return chunk.isEntry ? below : [...below, `/${chunk.file}`];
}

/**
 * Server rendering of the storefront (decision 024): home, the product listing, a category and
 * a product answer with the page's markup, its head and its data, rendered by the web app's
 * server bundle; the API calls the page makes are answered in this process (Fastify's inject),
 * without the visitor's headers, so only anonymous data is ever rendered. Without a server
 * bundle (an old build) the pages stay client-rendered.
 */
export async function registerServerRender(
  app: FastifyInstance,
  {
    root,
    ssrDir,
    indexHtml,
    fontStyle,
  }: { root: string; ssrDir: string; indexHtml: string; fontStyle: string },
): Promise<ShellPreloads> {
  const entryFile = join(ssrDir, 'entry-server.js');
  const manifestFile = join(root, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    app.log.warn({ ssrDir }, 'web app server bundle not built: pages are client-rendered');
    return () => '';
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const libraries = entryKey ? librariesFirst(manifest, entryKey) : [];
  const entryChunks = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .flatMap(([key]) => chunkFiles(manifest, key).map((chunk) => chunk.file)),
  );
  const token = randomUUID();
  app.decorate('internalRequestToken', token);

  // The template's own title and description make way for the page's. The stylesheet goes inline,
  // whole: the first paint waits for no second request, which on a slow 4G phone is the largest
  // part of it (decision 024), and the app adds no stylesheet once it starts, which would make the
  // browser style the whole page again right after its first paint (decision 041).
  const sheets: string[] = [];
  const sheetLinks: string[] = [];
  const template = indexHtml
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*\/>\s*/, '')
    .replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g,
      (link, file: string) => {
        const css = join(root, file);
        if (!existsSync(css)) return link;
        sheets.push(readFileSync(css, 'utf8'));
        sheetLinks.push(`/${file}`);
        return '';
      },
    );
  const inlineStyles = Buffer.from(
    sheets.length === 0
      ? ''
      : `<style>${sheets.join('').replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  // The app's own scripts start once the page has painted (decision 030): the starter asks for
  // them, so the template names none.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
    template,
  );
  const entryPreloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ].map((match) => match[1] ?? '');
  const pageTemplate = template
    .replace(entryScript?.[0] ?? '', '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  const [english, after] = pageTemplate.split('<div id="root"></div>');
  if (english === undefined || after === undefined) {
    throw new Error('index.html has no <div id="root"></div> to render into');
  }
  // Issue 19: a Hindi page says <html lang="hi"> and carries its font.
  const before: Record<Language, string> = {
    en: english,
    hi: pageInLanguage(english, 'hi', fontStyle),
  };

  // Pages rendered close together ask the same answers (every page's category menu, a product
  // asked by many): an answer serves the renderer's calls for its URL and language for a
  // second, and goes with the pages on any catalogue change (decision 024).
  const answers = new Map<string, { expires: number; answer: Promise<InternalAnswer> }>();
  const ask = async (method: string, url: string, language: string | null) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        accept: 'application/json',
        [INTERNAL_REQUEST_HEADER]: token,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    const text = answer.statusCode === 204 ? '' : answer.payload;
    return {
      status: answer.statusCode,
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      text: () => Promise.resolve(text),
    };
  };
  const askOnce = (url: string, language: string | null): Promise<InternalAnswer> => {
    const key = `${language ?? ''} ${url}`;
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && kept.expires > now) return kept.answer;
    const answer = ask('GET', url, language);
    answers.set(key, { expires: now + ANSWER_KEEP_MS, answer });
    // A failure is not kept: the next render asks again.
    answer
      .then(({ status }) => status >= 500 && answers.delete(key))
      .catch(() => answers.delete(key));
    if (answers.size > RENDER_KEEP_COUNT) {
      for (const [old, entry] of answers) if (entry.expires <= now) answers.delete(old);
    }
    return answer;
  };

  const transport = (url: string, init: RequestInit): Promise<InternalAnswer> => {
    // Only the page's language is passed on (the app's API client sets it per render), so the
    // catalogue answers in it (issue 19); nothing of the visitor's own request is.
    const language = languageHeader(init.headers);
    const method = init.method ?? 'GET';
    return method === 'GET' ? askOnce(url, language) : ask(method, url, language);
  };
  // Pages render on threads of their own when the machine has cores to spare (decision 034);
  // their API calls come back here, to the same transport.
  const threads =
    app.config.RENDER_THREADS > 0
      ? renderThreads(entryFile, app.config.RENDER_THREADS, async (call: RenderCall) => {
          const answer = await transport(call.url, call);
          return { status: answer.status, ok: answer.ok, text: await answer.text() };
        })
      : undefined;
  if (threads) app.addHook('onClose', threads.close);

  /** A page's own chunks (its entry's are in index.html), and the stylesheets they bring. */
  const pageScripts = (pageModule: string | undefined) =>
    pageModule
      ? chunkFiles(manifest, pageModule)
          .filter((chunk) => !entryChunks.has(chunk.file))
          .map((chunk) => `/${chunk.file}`)
      : [];
  const pageStyles = (pageModule: string | undefined) =>
    pageModule
      ? chunkFiles(manifest, pageModule)
          .flatMap((chunk) => chunk.css ?? [])
          .filter((css) => !template.includes(`/${css}`) && !sheetLinks.includes(`/${css}`))
          .map((css) => `<link rel="stylesheet" href="/${css}" />`)
          .join('')
      : '';
  const preloads = (pageModule: string | undefined) =>
    pageScripts(pageModule)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
      .join('') + pageStyles(pageModule);

  // A page is the same for every visitor (nothing signed-in is rendered), so one render serves
  // every request for its URL for a few seconds, and requests arriving together share it. The
  // URL holds the language (/hi/...), so an English and a Hindi render never share an entry, and
  // a CDN caching by URL keeps them apart the same way.
  const recent = new Map<string, { expires: number; page: Promise<RenderedPage> }>();
  const origin = app.config.PUBLIC_URL.replace(/\/$/, '');
  // A change in the back office, or stock taken by an order, shows at once.
  const forget = (db: unknown) => {
    if (db !== app.db) return;
    recent.clear();
    answers.clear();
  };
  for (const signal of [catalogueChanged, categoriesChanged, bannersChanged, stockChanged]) {
    signal.listen(forget);
  }
  // A page that reads a query its declaration left out renders twice (decision 024): said once
  // per query (a thousand remembered at most), so a missing declaration shows in the log
  // without filling it.
  const warned = new Set<string>();
  const warnUndeclared = (url: string, undeclared: string[]) => {
    const fresh = undeclared.filter((hash) => !warned.has(hash));
    if (fresh.length === 0) return;
    if (warned.size > 1_000) warned.clear();
    for (const hash of fresh) warned.add(hash);
    app.log.warn(
      { url, queries: fresh },
      'server render read queries its page did not declare: rendered again',
    );
  };
  /**
   * The whole answer of a rendered page, made once for every request it serves: the page in its
   * language's shell, as bytes, with its ETag (the etag plugin hashes only text answers).
   */
  // A page module's stylesheets and app starter are the same for every render of it: made once.
  const pageTags = new Map<string | undefined, string>();
  const tagsOf = (pageModule: string | undefined) => {
    let tags = pageTags.get(pageModule);
    if (tags === undefined) {
      const start = entryScript?.[1]
        ? appStartTags(entryScript[1], [...entryPreloads, ...pageScripts(pageModule)], libraries)
        : '';
      pageTags.set(pageModule, (tags = `${pageStyles(pageModule)}${start}`));
    }
    return tags;
  };
  // The shell around every page of a language, as bytes made once: the head up to the page's own
  // tags, the inline stylesheet (most of a page's bytes), from the head's end to the markup, and
  // what follows it. A page encodes and hashes only its own parts; its ETag covers the shell by
  // the shell's digest.
  const shells = new Map(
    LANGUAGES.map((language) => {
      const [headStart = '', bodyStart = ''] = before[language].split('</head>');
      const parts = {
        headStart: Buffer.from(headStart),
        styles: inlineStyles,
        bodyStart: Buffer.from(`</head>${bodyStart}<div id="root">`),
        // The no-JavaScript note follows the root: it is in the page's language too.
        end: Buffer.from(pageInLanguage(after, language, '')),
      };
      const digest = createHash('sha1')
        .update(parts.headStart)
        .update(parts.styles)
        .update(parts.bodyStart)
        .update(parts.end)
        .digest();
      return [language, { ...parts, digest }] as const;
    }),
  );
  const pageOf = (url: string, result: RenderResult): RenderedPage => {
    const { language } = languageOfPath(url.split('?')[0] ?? '/');
    const shell = shells.get(language);
    if (!shell) throw new Error(`no page shell for ${language}`);
    // The page's title, description and pictures come before the styles: a link preview reads
    // only the start of a page.
    const head = Buffer.from(result.head);
    const tags = Buffer.from(tagsOf(result.pageModule));
    const content = Buffer.from(`${result.html}</div>${result.state}`);
    const body = Buffer.concat([
      shell.headStart,
      head,
      shell.styles,
      tags,
      shell.bodyStart,
      content,
      shell.end,
    ]);
    const etag = result.status === 200 ? weakEtag(shell.digest, head, tags, content) : null;
    return { status: result.status, body, etag, encoded: {} };
  };

  const renderOnce = (url: string): Promise<RenderedPage> => {
    const now = Date.now();
    const hit = recent.get(url);
    if (hit && hit.expires > now) return hit.page;
    const result = threads ? threads.render(url, origin) : entry.render(url, { transport, origin });
    void result.then(({ undeclared }) => warnUndeclared(url, undeclared)).catch(() => undefined);
    const page = result.then((rendered) => pageOf(url, rendered));
    recent.set(url, { expires: now + RENDER_KEEP_MS, page });
    page.catch(() => recent.delete(url));
    if (recent.size > RENDER_KEEP_COUNT) {
      for (const [key, entry] of recent) {
        if (entry.expires <= now || recent.size > RENDER_KEEP_COUNT) recent.delete(key);
        if (recent.size <= RENDER_KEEP_COUNT / 2) break;
      }
    }
    return page;
  };

  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { cacheControl, vary } = { cacheControl: PUBLIC_PAGE, vary: 'Accept-Encoding' },
  ) => {
    let page: RenderedPage;
    try {
      page = await renderOnce(request.url);
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error(
        { err: error },
        'server rendering failed: sending the client-rendered page',
      );
      return app.sendSpaIndex(reply);
    }
    reply
      .header('cache-control', page.status === 200 ? cacheControl : 'no-cache')
      .header('vary', vary)
      .type('text/html; charset=utf-8');
    if (page.etag) {
      reply.header('etag', page.etag);
      if (isFresh(request, page.etag)) return reply.status(304).send();
    }
    // A browser takes the page compressed: made once for all the requests the page serves and
    // off this thread, where the compression plugin would make it on this thread every time
    // (about 4 ms for a 122 kB page, more than the render).
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) {
      const encoded = (page.encoded[encoding] ??= encodeBody(page.body, encoding));
      const body = await encoded.catch(() => undefined);
      if (body) {
        return reply.status(page.status).header('content-encoding', encoding).send(body);
      }
      delete page.encoded[encoding];
    }
    return reply.status(page.status).send(page.body);
  };

  const page = { schema: { hide: true } };
  for (const language of LANGUAGES) {
    for (const path of ['/', '/products', '/products/:id', '/categories/:categorySlug']) {
      app.get(pathInLanguage(path, language), page, renderPage);
    }
  }
  // The cart page (decision 030): a browser that holds no cart and no session is shown its empty
  // cart, rendered here; the others get the app shell and render their cart themselves. The
  // answer depends on the hint cookie, so no shared cache keeps it.
  for (const language of LANGUAGES) {
    app.get(pathInLanguage('/cart', language), page, (request, reply) =>
      holdsCart(request)
        ? app.sendSpaIndex(reply.header('vary', 'Accept-Encoding, Cookie'))
        : renderPage(request, reply, {
            cacheControl: PRIVATE_PAGE,
            vary: 'Accept-Encoding, Cookie',
          }),
    );
  }
  // The app shell of a page the browser renders preloads that page's chunks (issue 17).
  const shellPreloads = new Map<string, string>();
  return (url) => {
    const pageModule = entry.clientPageModule?.(url);
    if (!pageModule) return '';
    let tags = shellPreloads.get(pageModule);
    if (tags === undefined) shellPreloads.set(pageModule, (tags = preloads(pageModule)));
    return tags;
  };
}

/** The preload tags for the app shell answered at a URL (empty for pages it does not know). */
export type ShellPreloads = (url: string) => string;
