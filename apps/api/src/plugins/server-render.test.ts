import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { catalogueChanged } from '../lib/change-signals';

/**
 * Decision 024: the page renderer's own API calls. A server entry that stands in for the web
 * app's asks one API route for every page and writes its answer into the page, so a test sees
 * which renders shared an answer.
 */
const ENTRY = `
import { threadId } from 'node:worker_threads';
// The tests run on a thread of the test runner's own: the serving thread is the test's thread.
const onServingThread = threadId === ${threadId};
export async function render(url, { transport }) {
  if (url.includes('stop-the-thread') && !onServingThread) process.exit(1);
  const language = url.startsWith('/hi') ? 'hi' : 'en';
  const answer = await transport('/api/render-probe', { headers: { 'accept-language': language } });
  const { data } = JSON.parse(await answer.text());
  const where = onServingThread ? 'serving thread' : 'render thread';
  return { status: 200, html: '<p class="used">answer ' + data.n + '</p><i>' + where + '</i>', head: '', state: '', pageModule: undefined, undeclared: [] };
}
`;

/** The app's stylesheet: a page carries all of it, the rules its markup does not use too. */
const STYLESHEET =
  '@layer theme{:root{--x:1}}@layer utilities{.used{color:red}.unused{color:blue}' +
  '@media (width>=40rem){.sm\\:used{color:green}}}@keyframes spin{to{rotate:1turn}}';

// Rendered on the serving thread and on a render thread of its own (decision 034): the same.
describe.each(['0', '1'])('server render (render threads: %s)', (renderThreads) => {
  let t: TestApp;
  let dir: string;
  let asked = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-ssr-'));
    mkdirSync(join(dir, 'web', '.vite'), { recursive: true });
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(
      join(dir, 'web', 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/app.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>' +
        '<body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>',
    );
    mkdirSync(join(dir, 'web', 'assets'));
    writeFileSync(join(dir, 'web', 'assets', 'app.css'), STYLESHEET);
    // The entry imports the router's chunk, which imports React's: React's runs first.
    writeFileSync(
      join(dir, 'web', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/app.js',
          isEntry: true,
          imports: ['_vendor.js', '_react.js'],
        },
        '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
      }),
    );
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), ENTRY);
    t = await buildTestApp({
      env: {
        WEB_DIST_DIR: join(dir, 'web'),
        WEB_SSR_DIR: join(dir, 'ssr'),
        RENDER_THREADS: renderThreads,
      },
      register: (app) => {
        app.get('/api/render-probe', () => ({ success: true, data: { n: ++asked } }));
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // The clock stands still unless a test moves it: answers are kept for a second.
  afterEach(() => vi.useRealTimers());
  const stopClock = (at: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  };

  const page = async (url: string) => {
    const answer = await t.app.inject({ url, headers: { accept: '*/*' } });
    expect(answer.statusCode).toBe(200);
    return /answer (\d+)/.exec(answer.body)?.[1];
  };

  it('serves pages rendered close together one answer per URL and language', async () => {
    stopClock('2026-11-27T10:00:00Z');
    expect(await page('/products/a')).toBe('1');
    expect(await page('/products/b')).toBe('1');
    expect(await page('/hi/products/a')).toBe('2');
    expect(await page('/hi/products/b')).toBe('2');
    expect(asked).toBe(2);
  });

  it('asks again a second later, or once the catalogue changed', async () => {
    stopClock('2026-11-27T10:01:00Z');
    expect(await page('/products/c')).toBe('3');
    expect(await page('/products/d')).toBe('3');
    vi.setSystemTime(Date.now() + 1_001);
    expect(await page('/products/e')).toBe('4');
    catalogueChanged.announce(t.app.db);
    expect(await page('/products/f')).toBe('5');
  });

  it('renders on the thread the settings say', async () => {
    const answer = await t.app.inject({ url: '/products/where', headers: { accept: '*/*' } });
    expect(answer.body).toContain(
      renderThreads === '0' ? '<i>serving thread</i>' : '<i>render thread</i>',
    );
  });

  it.runIf(renderThreads !== '0')(
    'sends the client-rendered page when its render thread stops, and renders again on a new one',
    async () => {
      const stopped = await t.app.inject({
        url: '/products/stop-the-thread',
        headers: { accept: '*/*' },
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.body).toContain('<div id="root"></div>');
      const next = await t.app.inject({ url: '/products/after-stop', headers: { accept: '*/*' } });
      expect(next.body).toContain('<i>render thread</i>');
    },
  );

  it('says a Hindi page needs JavaScript in Hindi, as its shell does', async () => {
    const hindi = await t.app.inject({ url: '/hi/products/p1', headers: { accept: '*/*' } });
    expect(hindi.body).toMatch(
      /<noscript>BharatBazaar चलाने के लिए JavaScript ज़रूरी है।[^<]*<\/noscript>/,
    );
    const english = await t.app.inject({ url: '/products/p1', headers: { accept: '*/*' } });
    expect(english.body).toContain('<noscript>Needs JavaScript.</noscript>');
  });

  it('carries the whole stylesheet inline, after its own head, and gives the app none to link', async () => {
    const answer = await t.app.inject({ url: '/products/styled', headers: { accept: '*/*' } });
    // Every rule, the ones its markup does not use too: the app adds no stylesheet when it
    // starts, which would have the browser style the whole page again (decision 041).
    expect(answer.body).toContain(`<style>${STYLESHEET}</style>`);
    expect(answer.body).not.toContain('<link rel="stylesheet"');
    const scripts = /<script type="application\/json" id="app-scripts">([^<]*)</.exec(answer.body);
    // The libraries the entry imports run first, each in a task of its own (decision 046).
    expect(JSON.parse(scripts?.[1] ?? '{}')).toEqual({
      entry: '/assets/app.js',
      preload: ['/assets/vendor.js', '/assets/react.js'],
      first: ['/assets/react.js', '/assets/vendor.js'],
    });
    expect(answer.body).not.toContain('<link rel="modulepreload"');
    // A page the browser renders links the whole stylesheet in its shell.
    const shell = await t.app.inject({ url: '/checkout', headers: { accept: 'text/html' } });
    expect(shell.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
  });

  it('answers a page with its ETag, and 304 to a browser that holds it', async () => {
    const first = await t.app.inject({ url: '/products/g', headers: { accept: '*/*' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.body).toContain('<div id="root"><p class="used">answer');
    const again = await t.app.inject({
      url: '/products/g',
      headers: { accept: '*/*', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a browser the page compressed in the coding it takes, the same page', async () => {
    const plain = await t.app.inject({ url: '/products/h', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const codings = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const;
    for (const [accepted, coding, decode] of codings) {
      const answer = await t.app.inject({
        url: '/products/h',
        headers: { accept: 'text/html', 'accept-encoding': accepted },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const identity = await t.app.inject({
      url: '/products/h',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('renders the cart page only for a browser that holds no cart, and never for a shared cache (decision 030)', async () => {
    for (const url of ['/cart', '/hi/cart']) {
      const empty = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('<div id="root"><p class="used">answer');
      expect(empty.headers['cache-control']).toBe('private, no-cache');
      expect(String(empty.headers.vary)).toMatch(/Cookie/);
      const holding = await t.app.inject({
        url,
        headers: { accept: 'text/html', cookie: 'other=2; bb_cart=1' },
      });
      expect(holding.statusCode).toBe(200);
      expect(holding.body).toContain('<div id="root"></div>');
      expect(holding.body).not.toContain('answer');
      expect(String(holding.headers.vary)).toMatch(/Cookie/);
    }
  });
});
