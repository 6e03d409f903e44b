import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helper';

describe('the API skeleton', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  it('answers liveness at /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers readiness at /api/ready after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the settings the web app follows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      success: true,
      data: { otpLength: 4, testLoginEnabled: true, platformFee: 2, deliveryFee: 0 },
    });
  });

  it('answers an unknown API route with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Route GET /api/no-such-thing not found',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/categories/tree', '/api/categories/{id}']),
    );
  });
});

describe('bad input never becomes a 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      // A route that exists only in this test, to drive the body parser and validator.
      register: (app) => {
        app.post(
          '/api/test-only/echo',
          { schema: { body: z.strictObject({ phone: z.string().regex(/^\d{10}$/) }) } },
          async (request) => ({ success: true, data: request.body }),
        );
        app.get('/api/test-only/crash', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('rejects malformed JSON with a 400 envelope', async () => {
    const res = await post('{"phone": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('rejects a wrong content type with 415', async () => {
    const res = await post('phone=1', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('rejects an over-large body with 413', async () => {
    const res = await post(JSON.stringify({ text: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects unknown keys and invalid fields with 400 and the field path', async () => {
    const extra = await post(JSON.stringify({ phone: '9876543210', role: 'admin' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const invalid = await post(JSON.stringify({ phone: '12' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.phone');
    // The message is shown to shoppers as it is: plain text, no field path.
    expect(invalid.json().message).toBe(invalid.json().errors[0].message);
    expect(invalid.json().message).not.toContain('body.phone');
  });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ phone: '9876543210' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { phone: '9876543210' } });
  });

  it('hides the details of an unexpected failure behind a 500 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('rejects an empty JSON body with 400', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });
});

describe('validation errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('name the field and use the schema message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/level/abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.errors[0]).toEqual({ path: 'params.level', message: expect.any(String) });
  });
});

describe('catalogue caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a revalidation with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/categories/tree' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/categories/tree',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never marks an error cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('public answers to a browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('sends a browser a public answer compressed once, with the same ETag (decision 034)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?limit=12' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answers = await Promise.all(
        [1, 2].map(() =>
          t.app.inject({
            method: 'GET',
            url: '/api/products?limit=12',
            headers: { 'accept-encoding': accepted },
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });
});
