import { z } from 'zod';
import { envelope, languageOfHeader, SessionInfoSchema, UserSchema } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUser, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { endAllSessions, endSession, listSessions } from './session-service';

/** The signed-in user and their sessions (spec §7 GET /auth/me; logout and devices). */
export async function sessionRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: envelope(z.object({ user: UserSchema })) },
      },
    },
    async (request) => ok({ user: signedInUser(request).user }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: bearerAuth,
        response: { 200: envelope(z.object({ message: z.string() })) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInUser(request);
      await endSession(app.db, user.id, sessionId);
      const language = languageOfHeader(request.headers['accept-language']);
      return ok({ message: localiseMessage('Logged out successfully', language) });
    },
  );

  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every session of this user, this one included',
        security: bearerAuth,
        response: { 200: envelope(z.object({ revoked: z.number().int() })) },
      },
    },
    async (request) => ok({ revoked: await endAllSessions(app.db, signedInUserId(request)) }),
  );

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Devices signed in to this account, newest first',
        security: bearerAuth,
        response: { 200: envelope(z.object({ sessions: z.array(SessionInfoSchema) })) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInUser(request);
      return ok({ sessions: await listSessions(app.db, user.id, sessionId) });
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign one device out',
        description: "Another user's, an ended or an unknown session answers 404.",
        security: bearerAuth,
        params: z.strictObject({ id: z.string().max(100) }),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      await endSession(app.db, signedInUserId(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
