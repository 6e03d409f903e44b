import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * In development the API listens on 3001 and Vite on 3000; `/api` and `/uploads` are proxied so
 * the browser sees one origin, as it does in production where one Node process serves both.
 */
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3001';

/**
 * Brotli (best quality) and gzip copies of the built scripts and styles, served as they are by
 * the API's static files (decision 025): a third smaller than compressing on the fly at the
 * fast setting, and no compression work per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assets, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * React Router's production build. Its package sends every bundler to the development build,
 * which differs in one flag: warnings checked, and their texts built, on every render of the
 * routes, and a "Hey developer" message in its default error page.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // The server bundle carries its own React, built for production whatever NODE_ENV the shop
  // runs with: React's development build renders three times slower (decision 024).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    // The server reads the manifest to preload the chunk of the page it rendered (decision 024).
    manifest: !isSsrBuild,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are harmless and zod is shaken out anyway.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod'))
          return;
        warn(warning);
      },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across
        // deploys. React apart from the rest: a server-rendered page runs each chunk as a task of
        // its own before the app (decision 046), and one chunk of them all was one long task.
        manualChunks(id) {
          if (isSsrBuild) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(react-router|@tanstack)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
}));
