import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, testDbKind, type TestApp } from './helper';
import { bearer, newPhone, signIn } from './sign-in';

/**
 * Issue 12's sweep: every operation of the OpenAPI document gets malformed input - NUL bytes,
 * lone surrogates, huge strings, wrong types, negative/NaN/1e308 numbers, unknown keys, bad
 * ids, a wrong content type and a wrong method - anonymously and as a signed-in admin. Any 5xx,
 * any answer outside the envelope, and any signed-in route answering an anonymous call with
 * anything but 401 fails it.
 */
interface Operation {
  method: string;
  path: string;
  secured: boolean;
  queryNames: string[];
  bodyKeys: string[];
  hasBody: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

const HUGE = 'x'.repeat(20_000);
/** Values every string, number and id slot is tried with (path values percent-encoded). */
const BAD_VALUES: unknown[] = [
  'a\u0000b',
  'a\ud800b',
  '\udfff',
  HUGE,
  -1,
  1e308,
  'NaN',
  '-1',
  '1e308',
  '',
  null,
  true,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
];
const BAD_PATH_VALUES = [
  '%00',
  'a%ED%A0%80b',
  '%E0%A4%A',
  'x'.repeat(199),
  'x'.repeat(400),
  '-1',
  'NaN',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
];
const BAD_QUERY_VALUES = ['%00', 'a%ED%A0%80b', '%FF', HUGE, '-1', 'NaN', '1e308', '', '[]'];

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: (op.security?.length ?? 0) > 0,
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(json?.schema?.properties ?? {}),
        hasBody: Boolean(op.requestBody),
      });
    }
  }
  return operations;
}

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** The requests one operation is tried with. */
function casesFor(op: Operation): InjectOptions[] {
  const json = (payload: unknown): InjectOptions => ({
    method: op.method as InjectOptions['method'],
    url: fillPath(op.path, 'x'),
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  const cases: InjectOptions[] = [];
  for (const value of op.path.includes('{') ? BAD_PATH_VALUES : []) {
    cases.push({ method: op.method as InjectOptions['method'], url: fillPath(op.path, value) });
  }
  for (const name of [...op.queryNames, 'unknownKey']) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({
        method: op.method as InjectOptions['method'],
        url: `${fillPath(op.path, 'x')}?${name}=${value}`,
      });
    }
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    for (const whole of [null, [], 'text', 1e308, { unknownKey: 1 }, { 'a\u0000': 1 }]) {
      cases.push(json(whole));
    }
    for (const key of op.bodyKeys) {
      for (const value of BAD_VALUES) cases.push(json({ [key]: value }));
    }
    cases.push({
      method: op.method as InjectOptions['method'],
      url: fillPath(op.path, 'x'),
      payload: 'phone=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    cases.push({ ...json({}), payload: `{"a":"${'x'.repeat(2_000_000)}"}` });
    cases.push({ ...json({}), payload: '{"a": ' });
  }
  cases.push({ method: op.method === 'GET' ? 'PATCH' : 'GET', url: fillPath(op.path, 'x') });
  return cases;
}

interface Violation {
  who: string;
  request: string;
  status: number;
  body: string;
}

function envelopeProblem(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return '5xx';
  if (!contentType.includes('application/json')) return `not JSON (${contentType})`;
  let parsed: { success?: unknown; message?: unknown; code?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return 'unparseable JSON';
  }
  if (status >= 400) {
    if (
      parsed.success !== false ||
      typeof parsed.message !== 'string' ||
      typeof parsed.code !== 'string'
    )
      return 'error outside the envelope';
  } else if (parsed.success !== true) return 'success outside the envelope';
  return undefined;
}

// The sweep tests the routes, not the database: it runs once, on PostgreSQL when the run has it
// (CI) and on PGlite otherwise, which keeps CI's time (docs/decisions/036).
const sweepHere = testDbKind === 'postgres' || !process.env.TEST_DATABASE_URL;

describe.runIf(sweepHere)('every operation of the OpenAPI document under malformed input', () => {
  // Some calls end the caller's session (logout); each sign-in again uses the next phone.
  const adminPhones = Array.from({ length: 60 }, () => newPhone());
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    // The sweep hammers on purpose: limits are tested in rate-limits.test.ts.
    t = await buildTestApp({
      seed: true,
      env: { ADMIN_PHONES: adminPhones.join(','), RATE_LIMIT_ENABLED: 'false' },
    });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json());
  });
  afterAll(() => t.close());

  it('never answers 5xx or outside the envelope, and signed-in routes answer 401 without a token', async () => {
    const violations: Violation[] = [];
    const nextAdminToken = async () => (await signIn(t.app, adminPhones.pop())).token;
    let adminToken = await nextAdminToken();
    let requests = 0;
    for (const op of operations) {
      for (const request of casesFor(op)) {
        for (const who of ['anonymous', 'admin'] as const) {
          const headers = {
            ...(request.headers ?? {}),
            ...(who === 'admin' ? bearer(adminToken) : {}),
          };
          const res = await t.app.inject({ ...request, headers });
          requests += 1;
          const what = `${request.method} ${String(request.url).slice(0, 120)}`;
          const problem = envelopeProblem(
            res.statusCode,
            String(res.headers['content-type'] ?? ''),
            res.body,
          );
          if (problem)
            violations.push({
              who,
              request: `${what} [${problem}]`,
              status: res.statusCode,
              body: res.body.slice(0, 200),
            });
          const urlRejected =
            res.statusCode === 414 || JSON.parse(res.body || '{}').code === 'BAD_URL';
          const wrongMethod = request.method !== op.method;
          if (
            who === 'anonymous' &&
            op.secured &&
            !urlRejected &&
            !wrongMethod &&
            res.statusCode !== 401
          ) {
            violations.push({
              who,
              request: `${what} [not 401]`,
              status: res.statusCode,
              body: res.body.slice(0, 200),
            });
          }
          // A bad-input call may end the admin's own session (logout): sign in again.
          if (who === 'admin' && (op.path.startsWith('/api/auth/') || res.statusCode === 401)) {
            const me = await t.app.inject({
              method: 'GET',
              url: '/api/auth/me',
              headers: bearer(adminToken),
            });
            if (me.statusCode === 401) adminToken = await nextAdminToken();
          }
        }
      }
    }
    console.info(
      `bad-input sweep: ${operations.length} operations, ${requests} requests, ${violations.length} violations`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(violations).toEqual([]);
  }, 600_000);
});
