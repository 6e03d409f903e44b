import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the page renderer's own calls to the API, which no visitor's budget pays for. */
    internalRequestToken: string;
  }
}

/** The header that carries the renderer's token on its in-process API calls (decision 024). */
export const INTERNAL_REQUEST_HEADER = 'x-internal-render';

/**
 * One of the server renderer's own API calls (Fastify's inject, decision 024): its answer is
 * read by the renderer, never sent to a browser, so what only a browser or a proxy reads
 * (security headers, ETags, the visitor's rate budget) is left out of it.
 */
export function isInternalRequest(app: FastifyInstance, request: FastifyRequest): boolean {
  return (
    app.hasDecorator('internalRequestToken') &&
    request.headers[INTERNAL_REQUEST_HEADER] === app.internalRequestToken
  );
}
