import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { exposureWarning, loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/setup';

/** Reads the settings, opens and prepares the database, listens, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  await prepareDatabase(database, config, app.log);

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_SECONDS * 1000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close stops accepting connections and waits for in-flight requests to finish.
    await app.close();
    await database.close();
    app.log.info('database closed; bye');
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  const warning = exposureWarning(config);
  if (warning) app.log.warn(`!!! ${warning} !!!`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
