import {
  CreateReturnBodySchema,
  envelope,
  OrderIdParamsSchema,
  ReturnIdParamsSchema,
  ReturnListSchema,
  ReturnRequestSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { contentLanguage } from '../../lib/content-language';
import { historyInLanguage } from '../../lib/history-language';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { sendPdf } from '../invoices';
import { imageUploadRoute } from '../media';
import {
  cancelReturn,
  createReturn,
  listReturns,
  returnCreditNote,
  type ReturnContext,
} from './return-request-service';

const tags = ['returns'];

/** Issue 15: the shopper's returns and size exchanges of a delivered order. */
export async function returnRoutes(app: App, options: { now?: () => Date } = {}) {
  const ctx: ReturnContext = {
    db: app.db,
    dataDir: app.config.DATA_DIR,
    now: options.now ?? (() => new Date()),
  };

  app.addHook('onRequest', app.requireUser);

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary: 'Ask to return items or exchange them for another size',
        description:
          `Within RETURN_WINDOW_DAYS calendar days (India) of delivery (422 RETURN_WINDOW_OVER ` +
          'after, RETURN_NOT_DELIVERED before). 422 RETURN_NOT_ALLOWED for a non-returnable ' +
          'item, RETURN_QUANTITY_EXCEEDED beyond the units bought less those already asked ' +
          "for; 409 EXCHANGE_OUT_OF_STOCK when the new size has too few. 404 for another's order.",
        security: bearerAuth,
        params: OrderIdParamsSchema,
        body: CreateReturnBodySchema,
        response: { 201: envelope(ReturnRequestSchema) },
      },
    },
    async (request, reply) => {
      const created = await createReturn(ctx, {
        orderId: request.params.id,
        userId: signedInUserId(request),
        body: request.body,
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary: "The order's return and exchange requests, and the days left to ask",
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: envelope(ReturnListSchema) },
      },
    },
    async (request, reply) => {
      const language = contentLanguage(request, reply);
      const list = await listReturns(
        app.db,
        request.params.id,
        signedInUserId(request),
        ctx.now(),
        language,
      );
      const returns = list.returns.map((asked) => ({
        ...asked,
        events: historyInLanguage(asked.events, language),
      }));
      return ok({ ...list, returns });
    },
  );

  app.patch(
    '/orders/:id/returns/:returnId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a request before it is picked up',
        description: '422 RETURN_INVALID_TRANSITION once picked up or closed; 404 for another.',
        security: bearerAuth,
        params: ReturnIdParamsSchema,
        response: { 200: envelope(ReturnRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await cancelReturn(ctx, {
          orderId: request.params.id,
          returnId: request.params.returnId,
          userId: signedInUserId(request),
        }),
      ),
  );

  app.get(
    '/orders/:id/returns/:returnId/credit-note',
    {
      schema: {
        tags,
        summary: 'The PDF credit note of a refunded return of an invoiced order',
        description: '409 NO_CREDIT_NOTE before it is issued; 404 for another shopper.',
        security: bearerAuth,
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
          userId: signedInUserId(request),
        }),
      ),
  );

  // Photos of what is wrong go through the back office's upload rules (type by content, size).
  await app.register(async (photos) => {
    await imageUploadRoute(photos, '/returns/photos', { tags, security: bearerAuth });
  });
}
