import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

/** Unknown API routes answer a JSON 404; the SPA fallback (web-app.ts) handles pages. */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const spa = app.hasDecorator('sendSpaIndex') ? app.sendSpaIndex : undefined;
    const path = request.url.split('?')[0] ?? '';
    // Any storefront path is a page whatever the Accept header (curl, link checkers and uptime
    // monitors send */*); a missing file (`/assets/x.js`) stays a 404 unless HTML was asked for.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads)(\/|$)/.test(path) &&
      (!/\.[a-z0-9]+$/i.test(path) || (request.headers.accept ?? '').includes('text/html'));
    if (spa && isPage) return spa(reply);
    // Answered by the error handler like every other failure.
    throw notFound(`Route ${request.method} ${path} not found`, 'ROUTE_NOT_FOUND');
  });
}
