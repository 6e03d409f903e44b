import type { FastifyRequest } from 'fastify';
import type { User } from '@shop/contracts';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by requireUser/requireAdmin (plugins/auth.ts); null on open routes. */
    user: User | null;
    sessionId: string | null;
  }
}

/** The user of a route guarded by requireUser or requireAdmin (401 if called on an open one). */
export function signedInUser(request: FastifyRequest): { user: User; sessionId: string } {
  if (!request.user || !request.sessionId) throw unauthorized();
  return { user: request.user, sessionId: request.sessionId };
}

/** The signed-in user's id: the shopper whose cart or orders these are, the admin who acts. */
export const signedInUserId = (request: FastifyRequest): string => signedInUser(request).user.id;

/** OpenAPI: the route needs the session token (`Authorization: Bearer <token>`). */
export const bearerAuth = [{ bearerAuth: [] }];

/** The back-office routes' OpenAPI grouping and security. */
export const adminDocs = (tag: string) => ({ tags: [`admin: ${tag}`], security: bearerAuth });
