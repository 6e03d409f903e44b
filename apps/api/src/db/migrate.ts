import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { loadPincodes } from './pincodes';
import type { DatabaseHandle } from './types';

/** Any number, the same in every replica: replicas starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_301_415;

/**
 * Applies the committed drizzle-kit migrations, then loads the pincode directory if it is not
 * loaded yet (decision 022); safe to run on every start.
 */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsDir): Promise<void> {
  await applyMigrations(handle, folder);
  await loadPincodes(handle);
}

async function applyMigrations(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!handle.url) throw new Error('PostgreSQL handle without a connection string');
  // drizzle's migrator takes no lock of its own: hold a session-level advisory lock on one
  // dedicated connection and migrate through that same connection.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
