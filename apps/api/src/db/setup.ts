import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { isCatalogueEmpty, seedCatalogue } from './seed';
import type { DatabaseHandle } from './types';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/** Migrates, then seeds the catalogue on the first start of an empty database. */
export async function prepareDatabase(database: DatabaseHandle, config: Config, log: Log) {
  const started = Date.now();
  await runMigrations(database);
  log.info({ database: database.kind, ms: Date.now() - started }, 'migrations applied');
  if (config.AUTO_SEED && (await isCatalogueEmpty(database.db))) {
    const summary = await seedCatalogue(database.db);
    log.info({ ...summary, ms: Date.now() - started }, 'empty database: catalogue seeded');
  }
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: without this the planner keeps the statistics of whenever
    // ANALYZE last ran and picks poor plans once the catalogue has grown (about 1 s at 100k).
    await database.db.execute(sql`ANALYZE`);
    log.info({ ms: Date.now() - started }, 'planner statistics refreshed');
  }
}
