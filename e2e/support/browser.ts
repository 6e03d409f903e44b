import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** design.md: Debian's Chromium, headless, with no background traffic to the closed network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseURL: string;
  close(): Promise<void>;
}

/** A fresh browser context (empty storage) on the shop under test. */
export async function openShop(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const baseURL = inject('baseURL');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ baseURL, viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  startedOnArrival(page);
  return { browser, context, page, baseURL, close: () => browser.close() };
}

/**
 * A server-rendered page starts its app once it has loaded (decision 030); a journey acts as a
 * shopper who waits for the page to come alive, so arriving at a page (goto, reload) waits for
 * the app to have taken it over. Pages without the starter (client-rendered ones, API answers)
 * are not waited for.
 */
function startedOnArrival(page: Page): void {
  const started = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('app-scripts') ||
        document.documentElement.dataset.hydrated === 'true',
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}
