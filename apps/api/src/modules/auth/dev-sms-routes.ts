import { z } from 'zod';
import { envelope, PhoneSchema } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import type { ConsoleSmsProvider } from './sms/console-sms-provider';

const OutboxSchema = z.object({
  messages: z.array(
    z.object({
      phone: z.string(),
      text: z.string(),
      code: z.string(),
      /** The DLT template the text was sent under (its language's; issue 19). */
      templateId: z.string().optional(),
      sentAt: z.string(),
    }),
  ),
});

/**
 * GET /api/dev/sms-outbox: the codes the console provider "sent", so browser journeys can sign
 * in. auth-module.ts registers it only outside production with the console provider.
 */
export async function devSmsRoutes(app: App, { outbox }: { outbox: ConsoleSmsProvider }) {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'SMS of the console provider, newest first (not in production)',
        querystring: z.strictObject({ phone: PhoneSchema.optional() }),
        response: { 200: envelope(OutboxSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ messages: outbox.messages(request.query.phone) });
    },
  );
}
