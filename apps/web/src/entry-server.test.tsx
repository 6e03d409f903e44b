// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shopApi, stateKeys } from '@/test/shop-api';
import { clientPageModule, render } from './entry-server';

/**
 * The server render of the storefront pages (decision 024): each page declares the queries it
 * reads, the server fetches them and renders once. These tests fail when a page reads a query
 * its declaration left out (it would render twice), and check what the render makes of the data.
 */
describe('server render: every page declares what it reads, and renders once', () => {
  it.each([
    '/',
    '/products',
    '/products?search=kurta&sort=price-asc&page=2&limit=24&brand=Khadi+Craft&minRating=4',
    '/products?search=nothing-like-it',
    '/products/p1',
    '/products/no-such-product',
    '/categories/men',
    '/categories/MEN?sort=name-asc&size=M&minPrice=300',
    '/categories/no-such-category',
    '/hi',
    '/hi/products/p1',
    '/hi/categories/men',
    '/cart',
    '/hi/cart',
  ])('%s', async (url) => {
    const { options } = shopApi();
    const result = await render(url, options);
    expect(result.undeclared).toEqual([]);
  });
});

describe('server render of a product', () => {
  it('asks the API for the product and the category menu once each, nothing signed-in', async () => {
    const { calls, options } = shopApi();
    const result = await render('/products/p1', options);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Chikankari Kurta');
    expect(result.head).toContain('<meta property="og:title" content="Chikankari Kurta');
    expect(calls.sort()).toEqual(['/api/categories/tree', '/api/products/p1']);
    // The reviews and related products are left for the browser: not in the page's data.
    expect(stateKeys(result.state)).toEqual([
      ['categories', 'tree'],
      ['products', 'detail', 'p1'],
    ]);
  });

  it('answers an unknown product 404 with its not-found answer in the data', async () => {
    const { options } = shopApi();
    const result = await render('/products/no-such-product', options);
    expect(result.status).toBe(404);
    expect(result.head).toContain('content="Product Not Found | BharatBazaar"');
    expect(result.html).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
    expect(stateKeys(result.state)).toContainEqual(['products', 'detail', 'no-such-product']);
  });
});

describe('server render of the cart (decision 030)', () => {
  it('renders the empty cart a browser holding no cart is shown, with nothing signed-in asked', async () => {
    const { calls, options } = shopApi();
    const result = await render('/cart', options);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Your cart is empty');
    expect(result.html).toContain('Start Shopping');
    expect(result.head).toContain('<link rel="canonical" href="https://shop.test/cart"');
    expect(result.head).toContain('<title>Shopping Cart | BharatBazaar</title>');
    expect(calls).toEqual(['/api/categories/tree']);
    expect(result.pageModule).toBe('src/features/cart/pages/cart-page.tsx');
  });
});

describe('server render of listings', () => {
  it('lists a category found whatever the case of its address, with its filter counts', async () => {
    const { calls, options } = shopApi();
    const result = await render('/categories/MEN', options);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Linen Shirt');
    // The phone's drawer builds the panel when it opens (decision 029); its counts are in the
    // page's data, so it opens without asking.
    expect(result.html).not.toContain('Urban Tadka');
    expect(
      stateKeys(result.state).some((key) =>
        JSON.stringify(key).startsWith('["products","filters"'),
      ),
    ).toBe(true);
    expect(calls.sort()).toEqual([
      '/api/categories/tree',
      '/api/products',
      '/api/products/filters',
    ]);
  });

  it('answers an unknown category 404 and lists nothing for it', async () => {
    const { calls, options } = shopApi();
    const result = await render('/categories/no-such-category', options);
    expect(result.status).toBe(404);
    expect(result.html).toContain('Category not found');
    expect(calls).toEqual(['/api/categories/tree']);
  });

  it('leaves the help for a search that found nothing to the browser', async () => {
    const { calls, options } = shopApi();
    const result = await render('/products?search=nothing-like-it', options);
    expect(result.status).toBe(200);
    expect(calls).not.toContain('/api/search/recover');
    expect(stateKeys(result.state)).not.toContainEqual(['search', 'recover', 'nothing-like-it']);
  });
});

describe('pages the browser renders: the shell preloads their chunks (decision 029)', () => {
  // The modules are build-manifest keys: a page moved without its entry would lose its preload
  // silently, so each must name a file that exists.
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  it.each([
    '/cart',
    '/wishlist',
    '/login',
    '/signup',
    '/checkout',
    '/profile',
    '/orders',
    '/orders/abc123',
    '/order-confirmation?orderId=abc123',
    '/hi/cart',
  ])('%s names its page module', (url) => {
    const module = clientPageModule(url);
    expect(module).toMatch(/^src\/features\/.+-page\.tsx$/);
    expect(existsSync(`${webRoot}${module}`)).toBe(true);
  });

  it('names none for a page the server renders or an unknown address', () => {
    expect(clientPageModule('/products/p1')).toBeUndefined();
    expect(clientPageModule('/no-such-page')).toBeUndefined();
  });
});
