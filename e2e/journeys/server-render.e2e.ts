import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@shop/contracts';
import { apiGet, findStockedProducts } from '../support/api';
import { openShop, type Session } from '../support/browser';

interface ListedProduct {
  id: string;
  name: string;
  price: number;
  images: string[];
}

/**
 * Issue 17, decision 024: storefront pages arrive server-rendered. A visitor without JavaScript
 * (and a link-preview crawler) sees the product; with JavaScript the app takes the page over
 * without a console complaint and without asking the API for what the page already holds.
 */
describe('server-rendered storefront pages', () => {
  let s: Session;
  let product: ListedProduct;

  beforeAll(async () => {
    s = await openShop({ width: 375, height: 800 });
    const list = await apiGet<{ products: ListedProduct[] }>('/products?limit=12');
    const first = list.products.find((item) => item.images.length > 0);
    if (!first) throw new Error('the seeded shop has no product with images');
    product = first;
  });
  afterAll(() => s.close());

  it('answers a crawler (Accept: */*) with the product page: title, og:title, JSON-LD, price', async () => {
    const answer = await fetch(`${s.baseURL}/products/${product.id}`, {
      headers: { accept: '*/*' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate/,
    );
    const html = await answer.text();
    const escaped = product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html).toContain(`<title>${escaped} | BharatBazaar</title>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`<meta property="product:price:amount" content="${product.price}"`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const item = jsonLd.find((entry) => entry['@type'] === 'Product') as
      | { name: string; offers: { price: number; priceCurrency: string; availability: string } }
      | undefined;
    expect(item?.name).toBe(product.name);
    expect(item?.offers.price).toBe(product.price);
    expect(item?.offers.priceCurrency).toBe('INR');
    expect(jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('answers an unknown product with a 404 HTML page, whatever the Accept header', async () => {
    const answer = await fetch(`${s.baseURL}/products/no-such-product`, {
      headers: { accept: '*/*' },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('Product Not Found');
    // The page itself says so, not only its title: a browser without JavaScript shows it.
    expect(html).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
    expect(html).not.toMatch(/<div id="root">.*role="status"/s);
  });

  it('gives home its Organization and a category its breadcrumbs; an unknown category is a 404', async () => {
    const ldTypes = async (path: string) => {
      const answer = await fetch(`${s.baseURL}${path}`, { headers: { accept: '*/*' } });
      const html = await answer.text();
      const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
      );
      return { status: answer.status, html, types };
    };
    const home = await ldTypes('/');
    expect(home.status).toBe(200);
    expect(home.types).toContain('Organization');
    expect(home.html).toMatch(/<img[^>]+fetchpriority="high"[^>]*>|<img[^>]+fetchPriority="high"/i);
    const category = await ldTypes('/categories/men');
    expect(category.status).toBe(200);
    expect(category.types).toContain('BreadcrumbList');
    expect((await ldTypes('/categories/no-such-category')).status).toBe(404);
  });

  it('shows a product with JavaScript disabled: name, price and images', async () => {
    const context = await s.browser.newContext({ baseURL: s.baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`/products/${product.id}`);
      expect(answer?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByText(formatPrice(product.price)).first().waitFor();
      const image = page.locator(`main img[src="${product.images[0]}"]`).first();
      await image.waitFor();
      expect(await image.getAttribute('fetchpriority')).toBe('high');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await page.title()).toContain(product.name);
    } finally {
      await context.close();
    }
  });

  it('hydrates a product page with no console error or warning and no second fetch', async () => {
    const { page } = s;
    const messages: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    };
    const productCalls: string[] = [];
    page.on('console', onConsole);
    page.on('pageerror', (error) => messages.push(error.message));
    page.on('request', (request) => {
      // The product itself (its reviews and related products load as the shopper scrolls).
      const path = new URL(request.url()).pathname;
      if (path === `/api/products/${product.id}`) productCalls.push(request.url());
    });
    await page.goto(`/products/${product.id}`, { waitUntil: 'networkidle' });
    // The app has taken over: a client-side control reacts.
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('true');
    expect(messages).toEqual([]);
    expect(productCalls).toEqual([]);
    // The page carried the app's whole stylesheet inline, and the app added none (decision 041):
    // the rules of what it shows next (a menu, a dialog) were there from the start. The whole
    // stylesheet is the one a page the browser renders itself links.
    const shell = await (
      await page.request.get('/checkout', { headers: { accept: 'text/html' } })
    ).text();
    const href = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(shell)?.[1];
    expect(href).toBeTruthy();
    const whole = await (await page.request.get(href!)).text();
    const styles = await page.evaluate(() => ({
      inline: Array.from(document.querySelectorAll('head style'), (style) => style.textContent),
      linked: document.querySelectorAll('link[rel="stylesheet"]').length,
    }));
    expect(styles.inline).toContain(whole);
    expect(styles.linked).toBe(0);
  });

  it('sends a search from the header to the product list without JavaScript', async () => {
    const context = await s.browser.newContext({
      baseURL: s.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('kurta');
      await box.press('Enter');
      await page.waitForURL(/\/products\?search=kurta$/);
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('starts the app once the page has painted, and keeps a tap made before it started (decision 030)', async () => {
    // A page of its own: the session's page waits for the app on arrival.
    const page = await s.context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    try {
      await page.route('**/assets/index-*.js', async (route) => {
        asked.push(route.request().url());
        await held;
        await route.continue();
      });
      const html = await (await page.goto(`/products/${product.id}`))?.text();
      // The page names the app's scripts for its starter and loads none itself.
      expect(html).toMatch(/<script type="application\/json" id="app-scripts">/);
      expect(html).not.toMatch(/<script type="module"/);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await expect.poll(() => asked.length).toBe(1);
      release();
      // Once the app has the page, it is given the tap: the menu opens.
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    } finally {
      release();
      await page.close();
    }
  });

  it('hydrates the home page and a category page without console errors', async () => {
    const { page } = s;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    for (const path of ['/', '/products', '/categories/men']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
        .toBe('true');
    }
    expect(messages).toEqual([]);
  });

  it('answers /hi/products/{id} in Hindi: lang="hi", its own canonical, hreflang twins, og:locale, the font', async () => {
    const answer = await fetch(`${s.baseURL}/hi/products/${product.id}`, {
      headers: { accept: '*/*' },
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // The shop's public address (PUBLIC_URL), which names the pages whatever host was asked.
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(html)?.[1] ?? '';
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(html).toContain(`<link rel="canonical" href="${origin}/hi/products/${product.id}" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/products/${product.id}" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="hi" href="${origin}/hi/products/${product.id}" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/products/${product.id}" />`,
    );
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    // Only the Devanagari subset, only on Hindi pages, swapping in when it arrives.
    expect(html).toMatch(/<style id="devanagari-font">[^<]*font-display:\s*swap/);
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-devanagari-devanagari-400-normal-[^"]+\.woff2" as="font"/,
    );
    expect(html).toContain('कार्ट में डालें');
    expect(html).not.toContain('>Add to Cart<');
    // The English page stays English, without the font.
    const english = await (await fetch(`${s.baseURL}/products/${product.id}`)).text();
    expect(english).toMatch(/<html lang="en">/);
    expect(english).not.toContain('devanagari');
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
  });

  it('hydrates Hindi pages without console errors, and answers an unknown Hindi product in Hindi', async () => {
    const { page } = s;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    for (const path of [
      '/hi',
      '/hi/products',
      `/hi/products/${product.id}`,
      '/hi/categories/men',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
        .toBe('true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    }
    await page.getByRole('button', { name: 'कार्ट में डालें' }).first().waitFor();
    expect(messages).toEqual([]);
    const missing = await page.goto('/hi/products/no-such-product');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'प्रोडक्ट नहीं मिला' }).waitFor();
  });

  it('answers a Hindi page the server does not render with the Hindi app shell', async () => {
    const answer = await fetch(`${s.baseURL}/hi/cart`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toContain('<style id="devanagari-font">');
  });

  it('preloads the chunks of the cart page in the shell it answers a browser holding a cart, and none elsewhere', async () => {
    const preloaded = async (path: string) => {
      const html = await (
        await fetch(`${s.baseURL}${path}`, {
          headers: { accept: 'text/html', cookie: 'bb_cart=1' },
        })
      ).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
    };
    const cart = await preloaded('/cart');
    expect(cart.some((file) => /\/assets\/cart-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(await preloaded('/hi/cart')).toEqual(cart);
    // An address the app does not know gets the shell alone.
    const unknown = await preloaded('/no-such-page');
    expect(unknown.some((file) => file.includes('cart-page'))).toBe(false);
  });

  it('renders the empty cart of a browser holding none, and the cart of one that holds a line (decision 030)', async () => {
    const answer = await fetch(`${s.baseURL}/cart`, { headers: { accept: 'text/html' } });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const html = await answer.text();
    expect(html).toContain('Your cart is empty');
    expect(html).toMatch(/"\/assets\/cart-page-[\w-]+\.js"/);

    const { browser, baseURL } = s;
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // A new visitor: the empty cart, hydrated without a complaint.
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Once a line is in the browser's cart, the cart page shows it, never the empty cart.
      const [stocked] = await findStockedProducts(1);
      if (!stocked) throw new Error('the seeded shop has no stocked product');
      await page.goto(`/products/${stocked.id}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.getByText('Added to cart').last().waitFor();
      expect(await context.cookies()).toContainEqual(
        expect.objectContaining({ name: 'bb_cart', value: '1' }),
      );
      const shell = await page.goto('/cart');
      expect(await shell?.text()).not.toContain('Your cart is empty');
      await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
      await page.getByRole('listitem', { name: stocked.name, exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(0);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('answers an unknown product with the Product Not Found page and a 404', async () => {
    const { page } = s;
    const answer = await page.goto('/products/no-such-product');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  });

  it('shows the legal information of an imported product without JavaScript, at 375 px (issue 16)', async () => {
    const list = await apiGet<{ products: (ListedProduct & { originalPrice: number })[] }>(
      '/products?subcategory=earphones&limit=12',
    );
    const imported = list.products[0];
    if (!imported) throw new Error('the seeded shop has no earphones');
    const store = await apiGet<{ legalName: string; supportEmail: string }>('/store-profile');
    const context = await s.browser.newContext({
      baseURL: s.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    try {
      const page = await context.newPage();
      expect((await page.goto(`/products/${imported.id}`))?.status()).toBe(200);
      const legal = page.getByRole('region', { name: 'Legal Information' });
      await legal.waitFor();
      const value = (term: string) =>
        legal
          .locator('dt', { hasText: new RegExp(`^${term}$`) })
          .locator('+ dd')
          .innerText();
      expect(await value('Country of origin')).toBe('China');
      expect(await value('Manufactured by')).toMatch(/Co\., Ltd\., .+China$/);
      expect(await value('Imported by')).toMatch(/Private Limited, .+ \d{6}$/);
      expect(await value('Net quantity')).not.toBe('');
      expect(await value('MRP')).toBe(
        `${formatPrice(imported.originalPrice)} (inclusive of all taxes)`,
      );
      expect(await value('Sold by')).toBe(store.legalName);
      expect(await value('Customer care')).toContain(store.supportEmail);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    } finally {
      await context.close();
    }
  });
});
