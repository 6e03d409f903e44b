import {
  CANCELLABLE_STATUSES,
  CancelOrderBodySchema,
  envelope,
  OrderIdParamsSchema,
  OrderResultSchema,
  ReorderResultSchema,
  TrackingSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { contentLanguage } from '../../lib/content-language';
import { historyInLanguage } from '../../lib/history-language';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { cancelOrder } from './order-cancellation';
import type { OrderContext } from './order-context';
import { getOrder, trackOrder } from './order-queries';
import { reorder } from './reorder';

const tags = ['orders'];

/** spec §7 Orders: what the shopper does with a placed order - cancel, track, order again. */
export async function orderActionRoutes(app: App, { ctx }: { ctx: OrderContext }) {
  app.addHook('onRequest', app.requireUser);

  app.patch(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order that is pending, confirmed or processing',
        description:
          'Restores the stock, gives the coupon use back and refunds through the payment ' +
          'gateway (spec §9: the full total of what was paid; 0 for cash on delivery or an ' +
          'unpaid order); should the gateway refuse, nothing changes. ' +
          '422 ORDER_NOT_CANCELLABLE otherwise.',
        security: bearerAuth,
        params: OrderIdParamsSchema,
        body: CancelOrderBodySchema,
        response: { 200: envelope(OrderResultSchema) },
      },
    },
    async (request, reply) => {
      const id = signedInUserId(request);
      await cancelOrder(ctx.db, {
        orderId: request.params.id,
        userId: id,
        reason: request.body.reason,
        allowed: CANCELLABLE_STATUSES,
        actorUserId: id,
        now: ctx.now(),
        payments: ctx.payments,
      });
      // Issue 19: item names in the shopper's language, as GET /orders/{id} gives them.
      const language = contentLanguage(request, reply);
      const keyId = ctx.payments.publicKeyId;
      return ok({ order: await getOrder(ctx.db, request.params.id, id, keyId, language) });
    },
  );

  app.get(
    '/orders/:id/track',
    {
      schema: {
        tags,
        summary: 'The tracking history recorded at every status change',
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: envelope(TrackingSchema) },
      },
    },
    async (request, reply) => {
      const tracking = await trackOrder(ctx.db, request.params.id, signedInUserId(request));
      const language = contentLanguage(request, reply);
      return ok({ ...tracking, events: historyInLanguage(tracking.events, language) });
    },
  );

  app.post(
    '/orders/:id/reorder',
    {
      schema: {
        tags,
        summary: "Put the order's items back in the cart",
        description: 'Items no longer sold or out of stock are listed in `unavailable` with why.',
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: envelope(ReorderResultSchema) },
      },
    },
    async (request, reply) => {
      // Issue 19: names, reasons and the cart in the shopper's language.
      const language = contentLanguage(request, reply);
      return ok(await reorder(ctx.db, signedInUserId(request), request.params.id, language));
    },
  );
}
