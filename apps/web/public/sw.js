// BharatBazaar's service worker (issue 17, decision 025). It keeps the app's shell and its
// static files so the shop installs as an app and opens without a network. It never stores an
// API answer: prices, stock, carts and orders always come from the server. Pages are fetched
// from the network too; only when the network is gone does a page fall back to the stored
// shell, which shows the app's own offline messages.
const VERSION = 'v1';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const SHELL_URL = '/index.html';
const SHELL_FILES = [
  SHELL_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** The shell and the scripts and styles it loads (their hashed names are read from it). */
async function storeShell() {
  await caches.delete(ASSET_CACHE);
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(SHELL_FILES);
  const html = await (await shell.match(SHELL_URL)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await (await caches.open(ASSET_CACHE)).addAll(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(storeShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== SHELL_CACHE && key !== ASSET_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** After a deploy the shell names new files: stored again once each time the worker starts. */
let shellRefreshed = false;

/** A page: the network's answer, or the stored shell when there is no network. */
async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (!shellRefreshed) {
      shellRefreshed = true;
      event.waitUntil(storeShell().catch(() => undefined));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // API answers (prices, stock, a shopper's data) and uploads always go to the network.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/admin')) return;
    event.respondWith(networkFirstPage(event));
    return;
  }
  // Online, static files take the browser's own path (hashed files are kept a year by its
  // HTTP cache); offline, the stored copies let the shell start.
  if (self.navigator.onLine) return;
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((stored) => stored ?? fetch(request)));
  }
});
