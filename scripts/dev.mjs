// npm run dev: the API with reload on port 3001, Vite with hot reload on 3000 proxying /api.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT || '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR || `${root}/data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_PROXY: `http://localhost:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
