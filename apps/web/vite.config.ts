import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * In development the API listens on 3001 and Vite on 3000; `/api` and `/uploads` are proxied so
 * the browser sees one origin, as it does in production where one Node process serves both.
 */
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
        // Libraries change far less often than the app: a separate chunk stays cached across deploys.
        manualChunks(id) {
          if (isSsrBuild) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id)) {
            return 'vendor';
          }
          return undefined;
        },
      },
    },
  },
}));
