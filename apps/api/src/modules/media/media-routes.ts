import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { App } from '../../types';
import { renderCatalogImage } from './catalog-images';
import { uploadsDir } from './upload-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Images. Catalogue images are drawn by the project (catalog-images.ts): the name says what to
 * draw, so the same URL is always the same picture and can be cached for a year, and any
 * replica can answer without shared disk. Uploaded images live under DATA_DIR/uploads.
 */
export async function mediaRoutes(app: App) {
  app.get(
    '/uploads/catalog/:file',
    {
      schema: {
        hide: true,
        params: z.strictObject({ file: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const svg = renderCatalogImage(request.params.file);
      if (svg === null) {
        throw notFound('Image not found');
      }
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  const root = uploadsDir(app.config.DATA_DIR);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded files get content-addressed names, so they never change under the same URL.
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=604800');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
