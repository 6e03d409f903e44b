import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A connection to the Redis that replicas share (REDIS_URL): rate-limit counters and cache
 * invalidation (decision 013). Commands wait for the connection rather than fail while it is
 * (re)connecting; errors are logged, not thrown, so a Redis outage degrades to per-process
 * behaviour instead of taking the shop down.
 */
export function connectRedis(url: string, log: FastifyBaseLogger, role: string): Redis {
  const redis = new Redis(url, {
    connectionName: `shop-${role}`,
    // A rate-limit check must not hang a request while Redis is away.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    log.error({ err: error, role }, 'Redis unavailable: carrying on with per-process state');
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}
