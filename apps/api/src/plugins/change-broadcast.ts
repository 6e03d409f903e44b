import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { listenForChanges, MAX_NOTIFY_BYTES, notifyChange } from '../db/change-channel';
import { type Change, receiveChange, relayChanges } from '../lib/change-signals';
import { connectRedis } from '../lib/redis';
import type { App } from '../types';

const REDIS_CHANNEL = 'shop:changes';

interface Message {
  /** The process that announced it (it has acted on it already). */
  origin: string;
  signal: string;
  change: Change;
}

/**
 * Every change announcement (lib/change-signals.ts) reaches every replica, so a stock change
 * made through one shows on a product read through another at once (decision 013): Redis
 * pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when the database is
 * PostgreSQL; with PGlite there is one process and nothing to tell.
 */
export function registerChangeBroadcast(app: App, publisher: Redis | undefined) {
  const { config, database, db, log } = app;
  const origin = randomUUID();
  const onMessage = (text: string) => {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.origin === origin || typeof message.signal !== 'string') return;
    receiveChange(db, message.signal, message.change ?? {});
  };
  const encode = (signal: string, change: Change) =>
    JSON.stringify({ origin, signal, change } satisfies Message);
  const failed = (error: unknown) =>
    log.error({ err: error }, 'change broadcast failed: other replicas catch up within 30 s');

  if (publisher && config.REDIS_URL) {
    const subscriber = connectRedis(config.REDIS_URL, log, 'changes');
    subscriber.on('message', (_channel: string, text: string) => onMessage(text));
    // Not awaited: a Redis that is still starting must not hold the shop's start; ioredis
    // subscribes once connected and again after every reconnect.
    subscriber.subscribe(REDIS_CHANNEL).catch(failed);
    relayChanges(db, (signal, change) => {
      publisher.publish(REDIS_CHANNEL, encode(signal, change)).catch(failed);
    });
    app.addHook('onClose', async () => {
      relayChanges(db, undefined);
      await subscriber.quit().catch(() => undefined);
    });
    return;
  }

  if (database.kind === 'postgres' && database.url) {
    const stop = listenForChanges(database.url, onMessage, failed);
    relayChanges(db, (signal, change) => {
      let payload = encode(signal, change);
      // Too many products for one NOTIFY: the other replicas drop every product answer instead.
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) payload = encode(signal, {});
      notifyChange(db, payload).catch(failed);
    });
    app.addHook('onClose', async () => {
      relayChanges(db, undefined);
      await stop();
    });
  }
}
