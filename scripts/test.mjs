// npm test: every layer. Vitest runs contracts, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web component tests; then the browser journeys run in Chromium
// when it is installed. The last line is a plain "N passed, N failed, N skipped" summary.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, root, run } from './lib.mjs';

const reportDir = join(root, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

if (process.env.TEST_DATABASE_URL) {
  console.log(
    `API tests run against PGlite and PostgreSQL (${redact(process.env.TEST_DATABASE_URL)}).`,
  );
} else {
  console.log(
    'API tests run against PGlite; set TEST_DATABASE_URL to run them against PostgreSQL too.',
  );
}

const unitReport = join(reportDir, 'unit.json');
const unitStatus = await run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  { allowFailure: true },
);

let e2eStatus = 0;
const e2eReport = join(reportDir, 'e2e.json');
if (existsSync(CHROMIUM_PATH)) {
  e2eStatus = await run('node', ['scripts/test-e2e.mjs', `--report=${e2eReport}`], {
    allowFailure: true,
  });
} else if (process.env.CI) {
  console.error(`Browser tests cannot run: no Chromium at ${CHROMIUM_PATH} (CI must install it).`);
  e2eStatus = 1;
} else {
  console.log(
    `Skipping the browser tests: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of [unitReport, e2eReport]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const failed = unitStatus !== 0 || e2eStatus !== 0;
// A runner that crashed before reporting still fails the run.
if (failed && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);

function redact(url) {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
