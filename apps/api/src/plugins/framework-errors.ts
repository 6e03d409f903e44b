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
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
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
