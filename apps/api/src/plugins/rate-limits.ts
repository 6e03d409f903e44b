import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import type { App } from '../types';
import { isInternalRequest } from './internal-request';

/**
 * What a request costs against its client address's budgets (decision 013). A shopper clicking
 * through the shop spends a few reads a page; a script hammering one kind of call runs out of
 * that kind's budget only.
 */
export type RateClass = 'reads' | 'writes' | 'orders' | 'admin' | 'assets';

/** Calls with their own limits or none: sign-in (per hour, route config), probes, the webhook. */
const OWN_LIMITS = /^\/api\/(auth\/(send|verify)-otp|health|ready|payments\/razorpay\/webhook)$/;
/** Placing, paying for, cancelling and repeating orders. */
const ORDER_CALLS = /^\/api\/orders\/(create|:[^/]+\/(payment(\/checkout)?|cancel|reorder))$/;

export function rateClassOf(method: string, route: string): RateClass | undefined {
  if (OWN_LIMITS.test(route)) return undefined;
  if (!route.startsWith('/api/') || route.startsWith('/api/docs')) return 'assets';
  if (route.startsWith('/api/admin')) return 'admin';
  if (method === 'GET' || method === 'HEAD') return 'reads';
  if (method === 'POST' && ORDER_CALLS.test(route)) return 'orders';
  return 'writes';
}

const tooMany = (retryAfter: number) =>
  new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', {
    code: 'RATE_LIMITED',
    retryAfter: Math.max(1, retryAfter),
  });

/**
 * @fastify/rate-limit with its counters in Redis when REDIS_URL is set (so N replicas share one
 * budget, not N), in process otherwise. One root onRequest hook, registered before the modules,
 * charges every request to its class - before sign-in guards, so bad tokens are counted too.
 */
export async function registerRateLimits(app: App, redis: Redis | undefined) {
  const config = app.config;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rate:' } : {}),
    // A Redis outage lets requests through (and is logged by lib/redis.ts) rather than failing them.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });
  if (!config.RATE_LIMIT_ENABLED) return;

  const perMinute: Record<RateClass, number> = {
    reads: config.RATE_LIMIT_READS_PER_MINUTE,
    writes: config.RATE_LIMIT_WRITES_PER_MINUTE,
    orders: config.RATE_LIMIT_ORDERS_PER_MINUTE,
    admin: config.RATE_LIMIT_ADMIN_PER_MINUTE,
    assets: config.RATE_LIMIT_ASSETS_PER_MINUTE,
  };
  type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  const limiters = Object.fromEntries(
    (Object.keys(perMinute) as RateClass[]).map((rateClass) => [
      rateClass,
      app.rateLimit({
        max: perMinute[rateClass],
        timeWindow: 60_000,
        // request.ip follows X-Forwarded-For only with TRUST_PROXY; IPv6 by its /56 block.
        keyGenerator: (request) => `${rateClass}:${normalizeIP(request.ip)}`,
      }) as Limiter,
    ]),
  ) as Record<RateClass, Limiter>;

  app.addHook('onRequest', async (request, reply) => {
    // The server renderer's own calls: the visitor's page request has been charged already.
    if (isInternalRequest(app, request)) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '/';
    const rateClass = rateClassOf(request.method, route);
    if (rateClass) await limiters[rateClass](request, reply);
  });
}
