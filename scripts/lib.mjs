// Small helpers shared by the root scripts (no dependencies: they run right after npm ci).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Newest modification time under the given paths (files or folders), in ms. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const path of paths) visit(resolve(root, path));
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const target = resolve(root, output);
  if (!existsSync(target)) return true;
  return statSync(target).mtimeMs < newestMtime(inputs);
}

export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
export const API_INPUTS = ['apps/api/src', 'apps/api/build.mjs', 'packages/contracts/src'];

/** Builds the web app and the API when their outputs are missing or older than the sources. */
export async function buildIfStale() {
  if (
    isStale('apps/web/dist/index.html', WEB_INPUTS) ||
    isStale('apps/web/dist-ssr/entry-server.js', WEB_INPUTS)
  ) {
    console.log('Building the web app...');
    await run('npm', ['run', 'build', '-w', '@shop/web']);
  }
  if (isStale('apps/api/dist/server.js', API_INPUTS)) {
    console.log('Building the API...');
    await run('npm', ['run', 'build', '-w', '@shop/api']);
  }
}

/** Runs a command with inherited output; resolves with its exit code (rejects on non-zero if asked). */
export function run(command, args, options = {}) {
  const { allowFailure = false, env = process.env, cwd = root } = options;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
      } else resolvePromise(status);
    });
  });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
