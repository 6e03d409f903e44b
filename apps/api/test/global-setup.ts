import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedCatalogue } from '../src/db/seed';
import type { DatabaseHandle } from '../src/db/types';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a dumped PGlite data folder: migrated, and migrated + seeded. */
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    /** PostgreSQL template databases (only with TEST_DATABASE_URL). */
    pgTemplate: string;
    pgSeededTemplate: string;
  }
}

/**
 * Builds each template once per run (design.md: a first PGlite initdb takes seconds; a copy
 * loads in well under one), then every test file opens its own copy.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  const cleanups: Array<() => Promise<void> | void> = [];

  if (kind === 'postgres') {
    const plain = uniqueDatabaseName('shop_tpl');
    const seeded = uniqueDatabaseName('shop_tpl_seed');
    for (const [name, seed] of [
      [plain, false],
      [seeded, true],
    ] as const) {
      await adminQuery(`CREATE DATABASE ${name}`);
      cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 2 });
      await prepare(handle, seed);
    }
    project.provide('pgTemplate', plain);
    project.provide('pgSeededTemplate', seeded);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-tpl-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    for (const seed of [false, true]) {
      const client = await PGlite.create({ extensions: pgliteExtensions() });
      const handle = await openDatabase({ kind: 'pglite-instance', client });
      await runMigrations(handle);
      if (seed) await seedCatalogue(handle.db);
      const dump = await client.dumpDataDir('none');
      const file = join(dir, seed ? 'seeded.tar' : 'plain.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await handle.close();
      project.provide(seed ? 'pgliteSeededTemplate' : 'pgliteTemplate', file);
    }
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

async function prepare(handle: DatabaseHandle, seed: boolean) {
  try {
    await runMigrations(handle);
    if (seed) await seedCatalogue(handle.db);
  } finally {
    await handle.close();
  }
}
