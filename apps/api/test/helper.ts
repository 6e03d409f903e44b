import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, pgliteExtensions } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/types';
import type { App } from '../src/types';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './templates';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

/** A database of its own for one test file: a copy of the migrated (optionally seeded) template. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const template = inject(options.seed ? 'pgSeededTemplate' : 'pgTemplate');
    const name = uniqueDatabaseName('shop_t');
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const file = inject(options.seed ? 'pgliteSeededTemplate' : 'pgliteTemplate');
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: pgliteExtensions(),
  });
  const handle = await openDatabase({ kind: 'pglite-instance', client });
  return { ...handle, dispose: () => handle.close() };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app over a fresh database (after fastify/demo's test/helper.ts). */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Extra routes for a test, registered before the app is ready. */
    register?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTO_SEED: 'false',
    // No built web app in API tests unless a test points at one.
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Tests call from one address far faster than a shopper; rate-limits.test.ts turns them on.
    RATE_LIMIT_ENABLED: 'false',
    // The outbox's timer would send behind a test's back; tests deliver with app.notifier.
    NOTIFICATION_SWEEP_SECONDS: '0',
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: false });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
