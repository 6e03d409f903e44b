import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { authenticateToken } from '../modules/auth';
import { toUser } from '../modules/users';
import type { App } from '../types';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: 401 unless the request carries a live session token. */
    requireUser: Guard;
    /** onRequest guard: 401 without a live session, 403 for a customer. */
    requireAdmin: Guard;
  }
}

/** spec §6: `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Sets request.user and request.sessionId, or answers 401 'Please sign in to continue'. */
export const requireUser: Guard = async (request) => {
  if (request.user) return;
  const token = bearerToken(request);
  const found = token ? await authenticateToken(request.server.db, token) : undefined;
  if (!found) throw unauthorized();
  request.user = toUser(found.user);
  request.sessionId = found.sessionId;
};

export const requireAdmin: Guard = async (request) => {
  await requireUser(request);
  if (request.user?.role !== 'admin') throw forbidden();
};

/**
 * Registered on the root instance (like the error handler) so every module sees the guards:
 * `{ onRequest: app.requireUser }` (before the body is read), or import requireUser/requireAdmin from here.
 */
export function registerAuth(app: App) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);
}
