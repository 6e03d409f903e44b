import { z } from 'zod';
import { envelope, HealthSchema, ReadySchema } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { App } from '../../types';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up',
        response: { 200: envelope(HealthSchema) },
      },
    },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: envelope(ReadySchema), 503: z.any() },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (cause) {
        throw new AppError('unavailable', 'The database is not reachable', { cause });
      }
      return ok({ status: 'ready' as const, database: app.database.kind });
    },
  );
}
