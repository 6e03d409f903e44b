import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedAnswer, preferredEncoding } from './content-coding';
import { isInternalRequest } from './internal-request';

/**
 * Weak ETags for successful GETs that are publicly cacheable (catalogue reads): a browser or
 * proxy revalidating gets 304 and no body. Registered before compression, so it hashes the
 * JSON text itself. The server renderer's own calls (decision 024) never revalidate: no hash.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    if (isInternalRequest(app, request)) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl.startsWith('public')) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (isFresh(request, etag)) {
      reply.status(304);
      return '';
    }
    return encoded(request, reply, payload, etag);
  });
}

/** Below this an answer is sent as it is (the compression plugin's threshold). */
const ENCODE_FROM_BYTES = 1024;

/**
 * A browser gets a public answer compressed once for every request with the same text, off the
 * serving thread (decision 034); the compression plugin, which would compress it on this thread
 * for each request, leaves an answer that has a Content-Encoding alone.
 */
async function encoded(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  etag: string,
): Promise<string | Buffer> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || text.length < ENCODE_FROM_BYTES) return text;
  const body = await encodedAnswer(etag, text, encoding).catch(() => undefined);
  if (!body) return text;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  reply.header('content-encoding', encoding);
  return body;
}

/**
 * The weak ETag of an answer's body, given whole or in parts (a server-rendered page hashes its
 * shell's digest and its own parts, decision 032).
 */
export function weakEtag(...body: Array<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of body) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** The client already holds this version (If-None-Match names it): answer 304. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag));
}
