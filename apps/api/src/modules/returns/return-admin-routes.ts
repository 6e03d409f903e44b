import {
  AdminReturnActionBodySchema,
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnParamsSchema,
  envelope,
  ReturnIdParamsSchema,
  ReturnRequestSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { sendPdf } from '../invoices';
import { createPaymentProvider } from '../payments';
import { advanceReturn, listReturnsForAdmin } from './return-admin-service';
import { returnCreditNote } from './return-request-service';

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

  // Under the order like the shopper's download, so a return asked of the wrong order is a 404.
  app.get(
    '/orders/:id/returns/:returnId/credit-note',
    {
      schema: {
        ...docs,
        summary: "The PDF credit note of any order's refunded return",
        description: '409 NO_CREDIT_NOTE before it is issued; 404 for a return not of that order.',
        produces: ['application/pdf'],
        params: ReturnIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await returnCreditNote(app.db, {
          orderId: request.params.id,
          returnId: request.params.returnId,
          userId: null,
        }),
      ),
  );
}
