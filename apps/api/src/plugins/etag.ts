import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Weak ETags for successful GETs that are publicly cacheable (catalogue reads): a browser or
 * proxy revalidating gets 304 and no body. Registered before compression, so it hashes the
 * JSON text itself.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl.startsWith('public')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}
