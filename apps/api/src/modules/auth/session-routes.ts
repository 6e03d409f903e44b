import { z } from 'zod';
import { envelope, SessionInfoSchema, UserSchema } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import type { App } from '../../types';
import { endAllSessions, endSession, listSessions } from './session-service';

const security = [{ bearerAuth: [] }];

/** The signed-in user and their sessions (spec §7 GET /auth/me; logout and devices). */
export async function sessionRoutes(app: App) {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security,
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
        security,
        response: { 200: envelope(z.object({ message: z.string() })) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInUser(request);
      await endSession(app.db, user.id, sessionId);
      return ok({ message: 'Logged out successfully' });
    },
  );

  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every session of this user, this one included',
        security,
        response: { 200: envelope(z.object({ revoked: z.number().int() })) },
      },
    },
    async (request) => ok({ revoked: await endAllSessions(app.db, signedInUser(request).user.id) }),
  );

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Devices signed in to this account, newest first',
        security,
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
        security,
        params: z.strictObject({ id: z.string().max(100) }),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      await endSession(app.db, signedInUser(request).user.id, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
