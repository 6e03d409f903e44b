import { AdminDashboardSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs } from '../../lib/signed-in-user';
import { getAdminDashboard } from './dashboard-service';

export async function dashboardRoutes(app: App) {
  app.get(
    '/dashboard',
    {
      schema: {
        ...adminDocs('dashboard'),
        summary: "Today's orders and revenue (India's calendar day), pending orders, low stock",
        response: { 200: envelope(AdminDashboardSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getAdminDashboard(app.db));
    },
  );
}
