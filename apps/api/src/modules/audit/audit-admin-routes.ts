import { AdminAuditLogListQuerySchema, AdminAuditLogListSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { listAuditLogs } from './audit-service';
import { adminDocs } from '../../lib/signed-in-user';

/** Issue 7: who did what to which record (registered in the /api/admin scope). */
export async function auditAdminRoutes(app: App) {
  app.get(
    '/audit-logs',
    {
      schema: {
        ...adminDocs('audit log'),
        summary: 'Admin actions, newest first: who did what to which record, before and after',
        querystring: AdminAuditLogListQuerySchema,
        response: { 200: envelope(AdminAuditLogListSchema) },
      },
    },
    async (request) => ok(await listAuditLogs(app.db, request.query)),
  );
}
