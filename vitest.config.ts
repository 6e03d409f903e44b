import { defineConfig } from 'vitest/config';

/**
 * One runner for every layer (design.md, Testing): contracts, the API against PGlite always and
 * against PostgreSQL when TEST_DATABASE_URL is set, and the web app's components in jsdom.
 * The browser journeys live in e2e/ and run through scripts/test-e2e.mjs.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${kind}`,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Threads start and import faster than child processes: the API suites take about a fifth
    // less time (docs/decisions/036).
    pool: 'threads' as const,
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(withPostgres ? [apiProject('postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
