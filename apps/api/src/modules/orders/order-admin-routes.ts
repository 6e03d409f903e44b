import {
  ADMIN_CANCELLABLE_STATUSES,
  AdminCancelOrderBodySchema,
  AdminOrderListSchema,
  AdminOrderResultSchema,
  AdminOrdersQuerySchema,
  AdminOrderTransitionBodySchema,
  AdminRefusedOrderBodySchema,
  envelope,
  OrderIdParamsSchema,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { recordAudit } from '../audit';
import { cancelOrder } from './order-cancellation';
import { createOrderContext } from './order-context';
import { advanceOrder } from './order-fulfilment';
import { getAdminOrder, listAdminOrders } from './order-admin-queries';
import { receiveReturnedParcel } from './order-parcel-return';
import { refuseAtDelivery } from './order-refusal';
import type { OrderRow } from './order-repository';

const docs = adminDocs('orders');
const OrderResponse = { 200: envelope(AdminOrderResultSchema) };

/** What the audit log keeps of an order: the fields an admin action changes. */
const auditView = (row: OrderRow) => ({
  orderStatus: row.orderStatus,
  paymentStatus: row.paymentStatus,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  cancelReason: row.cancelReason,
  refusedAtDelivery: row.refusedAtDelivery,
  awaitingReturn: row.awaitingReturn,
});

const AUDIT_ACTIONS = {
  confirmed: 'order.confirm',
  processing: 'order.process',
  shipped: 'order.ship',
  delivered: 'order.deliver',
} as const;

/**
 * Issue 7: the shop owner's orders - list, view, move through fulfilment, cancel. Registered
 * in the /api/admin scope, whose onRequest guard (requireAdmin) every admin route shares.
 */
export async function orderAdminRoutes(app: App) {
  const ctx = createOrderContext(app);
  const keyId = ctx.payments.publicKeyId;
  const audit =
    (actorUserId: string, action: string) => (tx: Executor, before: OrderRow, after: OrderRow) =>
      recordAudit(tx, {
        actorUserId,
        action,
        entity: 'order',
        entityId: after.id,
        before: auditView(before),
        after: auditView(after),
      });

  app.get(
    '/orders',
    {
      schema: {
        ...docs,
        summary: 'Orders, newest first, by status, payment, date range and search',
        querystring: AdminOrdersQuerySchema,
        response: { 200: envelope(AdminOrderListSchema) },
      },
    },
    async (request) => ok(await listAdminOrders(ctx.db, request.query, keyId)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...docs,
        summary: 'An order with its customer, tracking history and payment attempts',
        params: OrderIdParamsSchema,
        response: OrderResponse,
      },
    },
    async (request) => ok({ order: await getAdminOrder(ctx.db, request.params.id, keyId) }),
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        ...docs,
        summary: 'Move an order one step: confirmed, processing, shipped, delivered',
        description:
          '422 ORDER_TRANSITION_INVALID for a step that does not follow (or confirming an unpaid ' +
          'online order). Shipping needs carrier and trackingNumber. Writes a tracking event.',
        params: OrderIdParamsSchema,
        body: AdminOrderTransitionBodySchema,
        response: OrderResponse,
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      const { status, ...details } = request.body;
      await advanceOrder(ctx.db, {
        orderId: request.params.id,
        to: status,
        ...details,
        actorUserId: actor,
        now: ctx.now(),
        onChanged: audit(actor, AUDIT_ACTIONS[status]),
      });
      return ok({ order: await getAdminOrder(ctx.db, request.params.id, keyId) });
    },
  );

  app.patch(
    '/orders/:id/cancel',
    {
      schema: {
        ...docs,
        summary: 'Cancel an order, also once shipped',
        description:
          'Refunds through the payment gateway: everything paid when the shop cancels ' +
          "(cancelledBy 'shop', the default); spec §9's rule when the shopper asked for it " +
          "(cancelledBy 'shopper': 90% once shipped). Should the gateway refuse, nothing changes.",
        params: OrderIdParamsSchema,
        body: AdminCancelOrderBodySchema,
        response: OrderResponse,
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      await cancelOrder(ctx.db, {
        orderId: request.params.id,
        reason: request.body.reason,
        allowed: ADMIN_CANCELLABLE_STATUSES,
        cancelledBy: request.body.cancelledBy,
        payments: ctx.payments,
        actorUserId: actor,
        now: ctx.now(),
        description:
          request.body.cancelledBy === 'shopper'
            ? `Cancelled at your request: ${request.body.reason}`
            : `Cancelled by the shop: ${request.body.reason}`,
        onCancelled: audit(actor, 'order.cancel'),
      });
      return ok({ order: await getAdminOrder(ctx.db, request.params.id, keyId) });
    },
  );

  app.patch(
    '/orders/:id/refused',
    {
      schema: {
        ...docs,
        summary: 'Mark a shipped cash-on-delivery order refused at delivery',
        description:
          "Cancels it (nothing to refund) and counts it towards the shopper's cash-on-delivery " +
          'block; its stock returns to sale when the parcel is back (`/parcel-returned`). ' +
          '422 ORDER_NOT_REFUSABLE unless shipped and COD.',
        params: OrderIdParamsSchema,
        body: AdminRefusedOrderBodySchema,
        response: OrderResponse,
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      await refuseAtDelivery(ctx.db, {
        orderId: request.params.id,
        note: request.body.note,
        actorUserId: actor,
        now: ctx.now(),
        onChanged: audit(actor, 'order.refused'),
      });
      return ok({ order: await getAdminOrder(ctx.db, request.params.id, keyId) });
    },
  );

  app.patch(
    '/orders/:id/parcel-returned',
    {
      schema: {
        ...docs,
        summary: 'The parcel of an order cancelled once shipped is back: its stock returns to sale',
        description:
          'Once, for an order cancelled after shipping (by the shop or refused at delivery). ' +
          '422 ORDER_NOT_AWAITING_RETURN for any other order, or a second time.',
        params: OrderIdParamsSchema,
        response: OrderResponse,
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      await receiveReturnedParcel(ctx.db, {
        orderId: request.params.id,
        now: ctx.now(),
        onChanged: audit(actor, 'order.parcel-returned'),
      });
      return ok({ order: await getAdminOrder(ctx.db, request.params.id, keyId) });
    },
  );
}
