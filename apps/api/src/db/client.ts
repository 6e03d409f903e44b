import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { DatabaseHandle, Db } from './types';

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An already opened PGlite (tests load a migrated template this way). */
  | { kind: 'pglite-instance'; client: PGlite };

/** PGlite with the extensions our migrations use. */
export function pgliteExtensions() {
  return { pg_trgm };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast when the server is away so /api/ready and requests answer 503 quickly.
      connectionTimeoutMillis: 5_000,
      // A new PostgreSQL backend pays a page fault for every shared buffer it first touches
      // (100-200 ms on the first large search it runs at 100k products), so connections are
      // kept through the lulls of a quiet shop and let go only after ten idle minutes
      // (decision 039).
      idleTimeoutMillis: 600_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (options.kind === 'pglite') {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: pgliteExtensions() });
  } else {
    client = options.client;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
