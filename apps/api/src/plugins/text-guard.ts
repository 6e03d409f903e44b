import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * A NUL byte is not storable in PostgreSQL text (invalid byte sequence 0x00) and a lone UTF-16
 * surrogate is not storable as UTF-8; either one reaching a query answered 500 and wrote the SQL
 * to the log. No text the shop keeps or searches can contain them, so they are refused here,
 * once, for every string of the path, the query and the body (keys included), before any
 * schema or handler sees them.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where the first unstorable text is (`body.name`, `query.brand`), or undefined. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  // JSON bodies are bounded by BODY_LIMIT_BYTES; the depth bound only stops pathological nesting.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return path;
    const found = findUnstorableText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    if (found) {
      const message = 'Text may not contain NUL characters or unpaired surrogates';
      throw new AppError('invalid_data', message, {
        code: 'VALIDATION_ERROR',
        errors: [{ path: found, message }],
      });
    }
  });
}
