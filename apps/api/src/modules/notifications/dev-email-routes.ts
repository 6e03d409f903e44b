import { z } from 'zod';
import { envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import type { ConsoleMailer } from './mailer';

const OutboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      messageId: z.string(),
      attachments: z.array(z.string()),
      sentAt: z.string(),
    }),
  ),
});

/**
 * GET /api/dev/email-outbox?to=: what the console mailer "sent", newest first, like the SMS
 * outbox. Registered only outside production with EMAIL_PROVIDER=console.
 */
export async function devEmailRoutes(app: App, { outbox }: { outbox: ConsoleMailer }) {
  app.get(
    '/dev/email-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Order e-mails of the console mailer, newest first (not in production)',
        querystring: z.strictObject({ to: z.string().trim().max(254).optional() }),
        response: { 200: envelope(OutboxSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ messages: outbox.messages(request.query.to) });
    },
  );
}
