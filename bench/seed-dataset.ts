/**
 * npm run bench:seed -- --products 100000
 *
 * Fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with a large catalogue for
 * load tests: the seed categories, then N products with 3 variants each, spread over every active
 * subcategory, 40 brands, 16 colours, 5 sizes, materials, fabrics and prices from ₹199 to ₹9,999.
 * Generated in SQL (generate_series with hashed, repeatable choices), so 100k products take
 * seconds on PostgreSQL rather than minutes of round trips.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { runMigrations } from '../apps/api/src/db/migrate';
import { isCatalogueEmpty, seedCatalogue } from '../apps/api/src/db/seed';
import { openConfiguredDatabase } from '../apps/api/src/db/setup';
import { benchProductsSql, benchVariantsSql } from './dataset-sql';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 2_000_000) {
    throw new Error(`--${name} must be a whole number between 1 and 2000000`);
  }
  return value;
}

const count = argument('products', 100_000);
const batch = 20_000;
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const started = Date.now();
try {
  await runMigrations(database);
  if (await isCatalogueEmpty(database.db)) await seedCatalogue(database.db);
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(benchProductsSql(from, to));
      await tx.execute(benchVariantsSql(from, to));
    });
    console.log(`${to} / ${count} products (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // VACUUM sets the visibility map, so counts can use index-only scans straight away.
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s (${database.kind}).`);
} finally {
  await database.close();
}
