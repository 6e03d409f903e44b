import { loadConfig } from '../config';
import { runMigrations } from './migrate';
import { openConfiguredDatabase } from './setup';

/** npm run db:migrate */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
