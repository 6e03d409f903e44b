// npm run test:e2e: builds what is stale, then runs the Playwright journeys (e2e/) in Chromium
// against the built shop served on a free port with a throwaway data folder.
import { existsSync } from 'node:fs';
import { buildIfStale, CHROMIUM_PATH, run } from './lib.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}
await buildIfStale();
const report = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default'];
if (report) args.push('--reporter=json', `--outputFile.json=${report}`);
process.exit(await run('npx', args, { allowFailure: true }));
