import {
  AdminReturnActionBodySchema,
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnParamsSchema,
  envelope,
  ReturnRequestSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { createPaymentProvider } from '../payments';
import { advanceReturn, listReturnsForAdmin } from './return-admin-service';

/** Issue 15: the owner's returns queue and its steps, in the /api/admin scope. */
export async function returnAdminRoutes(app: App) {
  const payments = createPaymentProvider(app.config, app.log);
  const docs = adminDocs('returns');

  app.get(
    '/returns',
    {
      schema: {
        ...docs,
        summary: 'Return and exchange requests, newest first, by status and kind',
        querystring: AdminReturnListQuerySchema,
        response: { 200: envelope(AdminReturnListSchema) },
      },
    },
    async (request) => ok(await listReturnsForAdmin(app.db, request.query)),
  );

  app.post(
    '/returns/:id/steps',
    {
      schema: {
        ...docs,
        summary: 'One step of a request',
        description:
          'action: approve | reject (reason) | schedule_pickup (pickupDate) | picked_up | received | ' +
          'qc_passed (units back in stock) | qc_failed (reason) | refund (the gateway for online ' +
          'payments; reference of the payout for cash on delivery) | ship_exchange (carrier, ' +
          'trackingNumber). 422 RETURN_INVALID_TRANSITION for a step that does not follow.',
        params: AdminReturnParamsSchema,
        body: AdminReturnActionBodySchema,
        response: { 200: envelope(ReturnRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await advanceReturn(app.db, payments, {
          id: request.params.id,
          action: request.body.action,
          body: request.body,
          actorUserId: signedInUserId(request),
          now: new Date(),
        }),
      ),
  );
}
