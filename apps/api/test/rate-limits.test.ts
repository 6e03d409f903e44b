import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { rateClassOf } from '../src/plugins/rate-limits';
import { buildTestApp, type TestApp } from './helper';
import { bearer, newPhone, signIn } from './sign-in';

const SMALL_LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_READS_PER_MINUTE: '5',
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
  RATE_LIMIT_ORDERS_PER_MINUTE: '2',
  RATE_LIMIT_ADMIN_PER_MINUTE: '3',
};

async function hammer(t: TestApp, request: InjectOptions, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await t.app.inject(request));
  return answers;
}

function expectLimited(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(answer.statusCode).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.json()).toEqual({
    success: false,
    message: 'Too many requests. Please wait a moment and try again.',
    code: 'RATE_LIMITED',
  });
}

describe('limits per client address, by kind of call', () => {
  const adminPhone = newPhone();
  let t: TestApp;
  let token: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, env: { ...SMALL_LIMITS, ADMIN_PHONES: adminPhone } });
    // Sign-in has its own hourly limits and is not charged to these budgets.
    token = (await signIn(t.app)).token;
    adminToken = (await signIn(t.app, adminPhone)).token;
  });
  afterAll(() => t.close());

  it('stops a script hammering the listing, and not another address', async () => {
    const answers = await hammer(
      t,
      { method: 'GET', url: '/api/products', remoteAddress: '10.1.0.1' },
      6,
    );
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expectLimited(answers[5]!);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      remoteAddress: '10.1.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts bad-token calls before the sign-in check answers them', async () => {
    const answers = await hammer(
      t,
      { method: 'GET', url: '/api/auth/me', headers: bearer('nope'), remoteAddress: '10.1.0.3' },
      6,
    );
    expect(answers.slice(0, 5).every((a) => a.statusCode === 401)).toBe(true);
    expectLimited(answers[5]!);
  });

  it('gives cart writes their own budget, spent separately from reads', async () => {
    const add = {
      method: 'POST' as const,
      url: '/api/cart/add',
      headers: bearer(token),
      payload: { productId: 'nothing', quantity: 1 },
      remoteAddress: '10.1.0.4',
    };
    const answers = await hammer(t, add, 4);
    expect(answers.slice(0, 3).every((a) => a.statusCode !== 429)).toBe(true);
    expectLimited(answers[3]!);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: bearer(token),
      remoteAddress: '10.1.0.4',
    });
    expect(read.statusCode).toBe(200);
  });

  it('limits order creation', async () => {
    const create = {
      method: 'POST' as const,
      url: '/api/orders/create',
      headers: bearer(token),
      payload: {},
      remoteAddress: '10.1.0.5',
    };
    const answers = await hammer(t, create, 3);
    expect(answers.slice(0, 2).every((a) => a.statusCode !== 429)).toBe(true);
    expectLimited(answers[2]!);
  });

  it('limits the back office', async () => {
    const dashboard = {
      method: 'GET' as const,
      url: '/api/admin/dashboard',
      headers: bearer(adminToken),
      remoteAddress: '10.1.0.6',
    };
    const answers = await hammer(t, dashboard, 4);
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expectLimited(answers[3]!);
  });
});

describe('client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...SMALL_LIMITS, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('charges the address the proxy names, so shoppers behind one proxy do not share a budget', async () => {
    const from = (ip: string) => ({
      method: 'GET' as const,
      url: '/api/categories',
      headers: { 'x-forwarded-for': ip },
      remoteAddress: '127.0.0.1',
    });
    const first = await hammer(t, from('203.0.113.7'), 6);
    expectLimited(first[5]!);
    expect((await t.app.inject(from('203.0.113.8'))).statusCode).toBe(200);
  });

  it('believes only the proxies it is told to when given their addresses', async () => {
    const listed = await buildTestApp({ env: { ...SMALL_LIMITS, TRUST_PROXY: 'loopback' } });
    try {
      const via = (remoteAddress: string, ip: string) =>
        listed.app.inject({
          method: 'GET',
          url: '/api/categories',
          headers: { 'x-forwarded-for': ip },
          remoteAddress,
        });
      // Through the proxy on loopback, each forwarded address has its own budget...
      for (let i = 0; i < 6; i++)
        expect((await via('127.0.0.1', `198.51.100.${i}`)).statusCode).toBe(200);
      // ...but a client elsewhere cannot escape its budget by inventing X-Forwarded-For.
      const direct = [];
      for (let i = 0; i < 6; i++)
        direct.push((await via('192.0.2.9', `198.51.100.${50 + i}`)).statusCode);
      expect(direct).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await listed.close();
    }
  });
});

describe('the kind of each call', () => {
  it.each([
    ['GET', '/api/products', 'reads'],
    ['GET', '/api/orders/:id', 'reads'],
    ['POST', '/api/cart/add', 'writes'],
    ['DELETE', '/api/wishlist/:productId', 'writes'],
    ['POST', '/api/orders/create', 'orders'],
    ['POST', '/api/orders/:id/payment', 'orders'],
    ['POST', '/api/orders/:id/payment/checkout', 'orders'],
    ['PUT', '/api/admin/products/:id', 'admin'],
    ['GET', '/products', 'assets'],
    ['GET', '/uploads/*', 'assets'],
    ['POST', '/api/auth/send-otp', undefined],
    ['GET', '/api/health', undefined],
  ])('%s %s is %s', (method, route, rateClass) => {
    expect(rateClassOf(method, route)).toBe(rateClass);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('counters shared through Redis', () => {
  it('holds one budget across two replicas, not one each', async () => {
    const env = { ...SMALL_LIMITS, REDIS_URL: redisUrl! };
    const [a, b] = [await buildTestApp({ env }), await buildTestApp({ env })];
    try {
      const ip = `10.9.${process.pid % 250}.${Date.now() % 250}`;
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? a : b;
        statuses.push(
          (await app.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: ip }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
