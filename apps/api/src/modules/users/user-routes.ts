import { z } from 'zod';
import {
  envelope,
  NotificationPreferencesSchema,
  UpdateProfileBodySchema,
  UserSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
  updateProfile,
} from './user-service';

const PreferencesResultSchema = envelope(z.object({ preferences: NotificationPreferencesSchema }));

/** spec §7 PUT /users/profile; the Notifications tab of /profile (spec §2). */
export async function userRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Change name and e-mail',
        description:
          'Only name and email; any other key (phone, role, id) is rejected. An empty email ' +
          'removes it. The phone number is fixed after sign-up.',
        security: bearerAuth,
        body: UpdateProfileBodySchema,
        response: { 200: envelope(z.object({ user: UserSchema })) },
      },
    },
    async (request) =>
      ok({ user: await updateProfile(app.db, signedInUserId(request), request.body) }),
  );

  app.get(
    '/users/notification-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Which messages the user wants',
        security: bearerAuth,
        response: { 200: PreferencesResultSchema },
      },
    },
    async (request) =>
      ok({ preferences: await getNotificationPreferences(app.db, signedInUserId(request)) }),
  );

  app.put(
    '/users/notification-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Save every notification switch at once',
        security: bearerAuth,
        body: NotificationPreferencesSchema,
        response: { 200: PreferencesResultSchema },
      },
    },
    async (request) =>
      ok({
        preferences: await saveNotificationPreferences(
          app.db,
          signedInUserId(request),
          request.body,
        ),
      }),
  );
}
