import pg from 'pg';
import type { DatabaseHandle } from './types';

/**
 * Leadership of one background sweep across replicas (decision 014): a PostgreSQL session
 * advisory lock held on a connection of its own. The replica holding it runs the sweep on
 * every tick; the others skip theirs. When the holder stops or dies its connection closes,
 * PostgreSQL frees the lock, and another replica takes it on its next tick - no table, no
 * migration, no lease to expire. PGlite lives in one process, so there it is always held.
 */
export interface SweepLock {
  /** True when this process holds (or has just taken) the lock. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

export function sweepLock(database: DatabaseHandle, name: string): SweepLock {
  const url = database.url;
  if (database.kind !== 'postgres' || !url) {
    return { hold: async () => true, release: async () => undefined };
  }
  let client: pg.Client | undefined;
  let held = false;

  const drop = () => {
    held = false;
    const old = client;
    client = undefined;
    old?.end().catch(() => undefined);
  };

  return {
    async hold() {
      if (held && client) return true;
      try {
        if (!client) {
          client = new pg.Client({
            connectionString: url,
            connectionTimeoutMillis: 5_000,
            application_name: `shop-sweep-${name}`,
          });
          // A lost connection has lost the lock with it.
          client.on('error', drop);
          client.on('end', () => {
            held = false;
          });
          await client.connect();
        }
        const result = await client.query<{ held: boolean }>(
          "select pg_try_advisory_lock(hashtext('shop-sweep'), hashtext($1)) as held",
          [name],
        );
        held = result.rows[0]?.held === true;
        return held;
      } catch (error) {
        drop();
        throw error;
      }
    },
    async release() {
      const old = client;
      client = undefined;
      held = false;
      await old?.end().catch(() => undefined);
    },
  };
}
