import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOfHeader, type ErrorEnvelope, type FieldError } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { pgErrorCode } from '../db/pg-errors';
import { AppError } from '../lib/errors';

/** Fastify's own client errors, in words a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: "The request body is empty but Content-Type is 'application/json'",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
};

/** Connection-level failures: the database is away, not the request at fault. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);

function isConnectionFailure(error: Error): boolean {
  const code = pgErrorCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|PGlite is closed/i.test(
    `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
  );
}

function validationErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const where = (error.validationContext ?? 'request').replace('querystring', 'query');
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path ? `${where}.${path}` : where, message: issue.message ?? 'Invalid value' };
  });
}

/**
 * The envelope in the request's language (issue 19): the message and each field's message.
 * The web app sends `Accept-Language: hi` from Hindi pages; other clients send their browser's.
 */
function inRequestLanguage(request: FastifyRequest, body: ErrorEnvelope): ErrorEnvelope {
  const language = languageOfHeader(request.headers['accept-language']);
  if (language === 'en') return body;
  return {
    ...body,
    message: localiseMessage(body.message, language),
    ...(body.errors
      ? {
          errors: body.errors.map((error) => ({
            ...error,
            message: localiseMessage(error.message, language),
          })),
        }
      : {}),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorEnvelope) {
  // A route may have marked its answer cacheable before failing; an error never is. Being
  // no-store, it needs no `Vary: Accept-Language` for its language either.
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(inRequestLanguage(request, body));
}

/**
 * The one place where failures become HTTP answers (design.md: never a stack trace, never a
 * 500 for bad input). 5xx answers carry a generic text; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(request, reply, error.statusCode, {
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = errors[0];
      return send(request, reply, 400, {
        success: false,
        // Shown to shoppers as it is (spec §8: "server message or ..."); paths are in `errors`.
        message: first ? first.message : 'Invalid request',
        code: 'VALIDATION_ERROR',
        errors,
      });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return send(request, reply, known.status, {
        success: false,
        message: known.message,
        code: known.code,
      });
    }

    if (error.statusCode === 429) {
      return send(request, reply, 429, {
        success: false,
        message: 'Too many requests. Please wait a moment and try again.',
        code: 'RATE_LIMITED',
      });
    }

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another plugin's words, which the catalogue may not know: a Hindi page gets the generic
      // Hindi text rather than English.
      const language = languageOfHeader(request.headers['accept-language']);
      const known = error.message && localiseMessage(error.message, language) !== error.message;
      return send(request, reply, error.statusCode, {
        success: false,
        message: error.message && (language === 'en' || known) ? error.message : 'Bad request',
        code: 'BAD_REQUEST',
      });
    }

    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(request, reply, 503, {
        success: false,
        message: 'The shop is temporarily unavailable. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, {
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
  });
}
