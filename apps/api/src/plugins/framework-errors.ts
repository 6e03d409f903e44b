import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfHeader, type ErrorEnvelope } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { AppError } from '../lib/errors';

/**
 * Answers Fastify gives before a route runs - a URL it cannot decode, a path parameter over
 * maxParamLength - in the shop's envelope rather than Fastify's own body (which echoed the URL).
 * Passed to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return answerAddress(error.code === 'FST_ERR_MAX_PARAM_LENGTH', request, reply);
}

/** No id, slug or file name of the shop is longer (Fastify's maxParamLength). */
export const MAX_PATH_SEGMENT = 200;
/** No address of the shop comes near this many characters (query string apart). */
const MAX_PATH_LENGTH = 2_000;

function segmentTooLong(segment: string): boolean {
  if (segment.length <= MAX_PATH_SEGMENT) return false;
  // Percent-encoding triples a character (a Hindi slug): the limit is on what it decodes to.
  try {
    return decodeURIComponent(segment).length > MAX_PATH_SEGMENT;
  } catch {
    return true;
  }
}

/**
 * An address with a part longer than any id or slug is answered 414 before routing. Fastify's
 * maxParamLength alone does not: a path that also fits a catch-all route (the web app's files)
 * went there instead and came back as a 404 repeating the address, or as the file server's 403.
 */
export function registerAddressLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    if (url.length <= MAX_PATH_SEGMENT) return;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path.length > MAX_PATH_LENGTH || path.split('/').some(segmentTooLong)) {
      return answerAddress(true, request, reply);
    }
  });
}

function answerAddress(tooLong: boolean, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOfHeader(request.headers['accept-language']);
  const message = tooLong ? 'The address is too long' : 'The address is not valid';
  const body: ErrorEnvelope = {
    success: false,
    message: localiseMessage(message, language),
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
  };
  return reply
    .status(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * A request Node's HTTP parser rejects (malformed, headers too large, too slow) never reaches
 * Fastify; it is answered on the socket, in the envelope too. Passed as `clientErrorHandler`.
 * Its headers were not read, so its language is not known: the answer is in English.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A client that hung up has nobody to answer (Node's own handler does the same).
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({
    success: false,
    message: status === 400 ? 'The request is malformed' : reason,
    code: status === 431 ? 'HEADERS_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST',
  } satisfies ErrorEnvelope);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * During shutdown (server.ts closes the app on SIGTERM) a request that still arrives on a
 * kept-alive connection is told to come back: 503 with Retry-After in the envelope, so a load
 * balancer or the web app retries on another replica. Fastify's own 503 (return503OnClosing)
 * is switched off in favour of this.
 */
export function registerShutdownAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('unavailable', 'The shop is restarting. Please try again in a moment.', {
      code: 'SHUTTING_DOWN',
      retryAfter: 5,
    });
  });
}
