import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file whose package.json declares
 * workspaces. Works both from src/ (tsx, tests) and from the bundled dist/server.js.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
      if (json.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
export const webDistDir = resolve(repoRoot, 'apps/web/dist');
/** The server-rendering bundle of the web app (decision 024). */
export const webSsrDir = resolve(repoRoot, 'apps/web/dist-ssr');
export const migrationsDir = resolve(repoRoot, 'apps/api/src/db/migrations');
