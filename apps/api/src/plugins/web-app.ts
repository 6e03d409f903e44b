import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { webDistDir, webSsrDir } from '../lib/paths';
import { registerServerRender } from './server-render';

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaIndex: (reply: FastifyReply) => FastifyReply;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a
 * year, index.html never cached so a deploy is picked up at once, and every other page path
 * answered with index.html (history fallback) by the not-found handler.
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = resolve(app.config.WEB_DIST_DIR ?? webDistDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile);

  app.decorate('sendSpaIndex', (reply: FastifyReply) =>
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml),
  );

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // The service worker is checked for a new version on every visit (decision 025).
      reply.header(
        'cache-control',
        filePath.includes(`${root}/assets/`)
          ? IMMUTABLE
          : filePath.endsWith('/sw.js')
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });
  await registerServerRender(app, {
    root,
    ssrDir: app.config.WEB_SSR_DIR ?? webSsrDir,
    indexHtml: indexHtml.toString('utf8'),
  });
  if (!app.hasRoute({ method: 'GET', url: '/' })) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => app.sendSpaIndex(reply));
  }
}
