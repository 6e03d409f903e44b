import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/** Issue 12: input a script can send must never answer 5xx or leave the envelope. */
describe('text that cannot be stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it.each([
    '/api/products?brand=%00',
    '/api/products?search=a%00b',
    '/api/products/%00',
    '/api/categories/%00',
  ])('refuses a NUL byte in %s with a 400 envelope', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('refuses a NUL byte and a lone surrogate in a body, naming the field', async () => {
    for (const text of ['a\u0000b', 'a\ud800b', '\udc00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: JSON.stringify({ phone: text }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.phone', message: expect.any(String) }]);
    }
  });

  it.each([
    '/uploads/catalog/%00.svg',
    '/uploads/catalog/a%ED%A0%80.svg',
    `/uploads/catalog/${'x'.repeat(300)}.svg`,
    '/uploads/%00',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/api/docs/%00',
    '/%E0%A4%A',
  ])('answers %s outside the API without a 5xx', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
  });

  it('accepts a paired surrogate (an emoji) as ordinary text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=%F0%9F%91%97' });
    expect(res.statusCode).toBe(200);
  });
});

describe('framework errors in the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a bad percent-escape with a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is not valid',
      code: 'BAD_URL',
    });
  });

  it('answers an id over 200 characters with a 414 envelope that does not echo the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(250)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false, code: 'URI_TOO_LONG' });
    expect(res.body).not.toContain('xxxx');
  });

  it('answers a request the HTTP parser rejects in the envelope', async () => {
    const other = await buildTestApp();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
      });
    } finally {
      await other.close();
    }
  });

  it('answers requests arriving during shutdown with 503, Retry-After and the envelope', async () => {
    // A request on a kept-alive connection can still arrive while the server drains; this one
    // is sent from inside the close, after the shop has started shutting down.
    let during: Response | undefined;
    let port = 0;
    const other = await buildTestApp({
      register: (app) => {
        app.addHook('preClose', async () => {
          during = await fetch(`http://127.0.0.1:${port}/api/health`);
        });
      },
    });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    port = (other.app.server.address() as AddressInfo).port;
    await other.close();
    expect(during?.status).toBe(503);
    expect(during?.headers.get('retry-after')).toBe('5');
    expect(await during?.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
  });
});

describe('the web app for any Accept header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves storefront paths as the app and unknown API paths as a JSON 404', async () => {
    const web = join(t.dataDir, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>shop</title>');
    const withWeb = await buildTestApp({ env: { WEB_DIST_DIR: web } });
    try {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const page = await withWeb.app.inject({
          method: 'GET',
          url: '/products?category=x',
          headers: { accept },
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
      }
      const api = await withWeb.app.inject({
        method: 'GET',
        url: '/api/nothing',
        headers: { accept: '*/*' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
      const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(asset.statusCode).toBe(404);
    } finally {
      await withWeb.close();
    }
  });

  // The web app's files are a catch-all route, which took what maxParamLength refused: a 404
  // repeating the address, the file server's 403 for a very long one, a page for a long id.
  it('answers an address with a part longer than any id 414, with the web app served too', async () => {
    const web = join(t.dataDir, 'web-long');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>shop</title>');
    const withWeb = await buildTestApp({ env: { WEB_DIST_DIR: web } });
    try {
      for (const url of [
        `/api/products/${'a'.repeat(201)}`,
        `/api/products/${'a'.repeat(5_000)}`,
        `/api/admin/products/${'a'.repeat(300)}`,
        `/products/${'a'.repeat(300)}`,
        `/api/${'ab/'.repeat(1_700)}`,
        `/${'ab/'.repeat(1_700)}`,
      ]) {
        const res = await withWeb.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(res.statusCode, url.slice(0, 40)).toBe(414);
        expect(res.json()).toEqual({
          success: false,
          message: 'The address is too long',
          code: 'URI_TOO_LONG',
        });
      }
      // A part of exactly 200 characters is routed as before; so is a search text whose escapes
      // are long (the query string is not a part of the path), and a
      // Hindi slug whose percent-escapes are long but whose characters are not.
      const longest = await withWeb.app.inject({
        method: 'GET',
        url: `/api/products/${'a'.repeat(200)}`,
      });
      expect(longest.statusCode).toBe(404);
      const search = await withWeb.app.inject({
        method: 'GET',
        url: `/api/products?search=${encodeURIComponent('कुर्ता '.repeat(12).trim())}`,
      });
      expect(search.statusCode).toBe(200);
      const hindi = await withWeb.app.inject({
        method: 'GET',
        url: `/api/categories/${encodeURIComponent('कुर्ता'.repeat(6))}`,
      });
      expect(hindi.statusCode).toBe(404);
      expect(hindi.json()).toMatchObject({ success: false, code: 'CATEGORY_NOT_FOUND' });
    } finally {
      await withWeb.close();
    }
  });

  it('refuses a text/plain body with 415 and says to send JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: JSON.stringify({ phone: '9876543210' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      message: 'Unsupported content type: send the request body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
