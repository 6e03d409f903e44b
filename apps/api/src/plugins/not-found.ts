import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

/** Unknown API routes answer a JSON 404; the SPA fallback (web-app.ts) handles pages. */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const spa = app.hasDecorator('sendSpaIndex') ? app.sendSpaIndex : undefined;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/uploads') &&
      (request.headers.accept ?? '').includes('text/html');
    if (spa && isPage) return spa(reply);
    // Answered by the error handler like every other failure.
    throw notFound(
      `Route ${request.method} ${request.url.split('?')[0]} not found`,
      'ROUTE_NOT_FOUND',
    );
  });
}
