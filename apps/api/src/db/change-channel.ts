import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './types';

/** PostgreSQL's channel for announcements between replicas (when there is no Redis). */
const CHANNEL = 'shop_changes';
/** NOTIFY payloads must stay under 8000 bytes. */
export const MAX_NOTIFY_BYTES = 7_900;

export function notifyChange(db: Db, payload: string): Promise<unknown> {
  return db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

/**
 * LISTENs on a connection of its own (a pooled one would be handed to other queries) and
 * reconnects when it is lost; answers a function that stops listening.
 */
export function listenForChanges(
  url: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'shop-changes' });
    client = next;
    next.on('notification', (message) => {
      if (message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onError(error as Error);
      reconnectSoon();
    }
  };
  const reconnectSoon = () => {
    client?.end().catch(() => undefined);
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped) void connect();
    }, 1_000);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
