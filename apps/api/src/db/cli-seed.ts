import { loadConfig } from '../config';
import { runMigrations } from './migrate';
import { isCatalogueEmpty, seedCatalogue } from './seed';
import { openConfiguredDatabase } from './setup';

/**
 * npm run db:seed - migrates, then seeds the catalogue into an empty database. A database that
 * already has a catalogue is left alone: seeding is for new shops, not for overwriting one.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  if (await isCatalogueEmpty(database.db)) {
    const summary = await seedCatalogue(database.db);
    console.log(`Catalogue seeded (${database.kind}):`, summary);
  } else {
    console.log('The catalogue already has categories; nothing seeded.');
  }
} finally {
  await database.close();
}
