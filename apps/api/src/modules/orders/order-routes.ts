import { z } from 'zod';
import {
  CreateOrderBodySchema,
  envelope,
  type Language,
  MyOrdersQuerySchema,
  OrderDeliveryQuerySchema,
  OrderDeliverySchema,
  OrderIdParamsSchema,
  OrderListSchema,
  type OrderPayment,
  OrderResultSchema,
  PAYMENT_ERROR_CODES,
  PaymentBodySchema,
  PaymentMethodListSchema,
} from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import { businessRule } from '../../lib/errors';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { readCart } from '../cart';
import { deliveryCheckIn } from '../delivery';
import { checkout } from './checkout-service';
import type { OrderContext } from './order-context';
import { orderDelivery } from './order-delivery';
import { openCheckout, payOrder } from './order-payment-service';
import { getOrder, listMyOrders, orderNotFound } from './order-queries';
import { findOrder } from './order-repository';
import { paymentMethodList } from './payment-methods';

const tags = ['orders'];
const OrderResponse = envelope(OrderResultSchema);
/** Other headers pass through untouched; only the key is checked. */
const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key is too long')
    .optional(),
});

/**
 * An order in the reader's language (issue 19): why its last payment failed is stored as the
 * gateway said it, in English, and answered through the API's Hindi catalogue.
 */
function orderIn<T extends { payment: OrderPayment | null }>(order: T, language: Language): T {
  const { payment } = order;
  if (!payment?.failureReason || language === 'en') return order;
  return {
    ...order,
    payment: { ...payment, failureReason: localiseMessage(payment.failureReason, language) },
  };
}

/** spec §7 Orders: placing, listing, reading and paying for the shopper's own orders. */
export async function orderRoutes(app: App, { ctx }: { ctx: OrderContext }) {
  const keyId = ctx.payments.publicKeyId;

  app.get(
    '/orders/payment-methods',
    {
      schema: {
        tags,
        summary: 'The payment methods the checkout offers',
        response: { 200: envelope(PaymentMethodListSchema) },
      },
    },
    async (request, reply) => {
      // Its descriptions are in the shopper's language (issue 19).
      const language = contentLanguage(request, reply);
      return ok(paymentMethodList(ctx.payments, ctx.paymentWindowMinutes, language));
    },
  );

  app.get(
    '/orders/delivery',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The delivery promise and cash on delivery for the shopper's cart and a pincode",
        description:
          'Checkout and cart: the promise for the pincode, and whether COD is allowed for the ' +
          "cart's total and this shopper (the rules placing the order applies). 400 bad pincode.",
        security: bearerAuth,
        querystring: OrderDeliveryQuerySchema,
        response: { 200: envelope(OrderDeliverySchema) },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { summary } = await readCart(ctx.db, userId);
      const check = await orderDelivery(ctx.db, {
        userId,
        pincode: request.query.pincode,
        orderValue: summary.total,
        now: ctx.now(),
      });
      // Why COD is refused (or it cannot come), in the shopper's language (issue 19).
      return ok(deliveryCheckIn(check, contentLanguage(request, reply)));
    },
  );

  app.post(
    '/orders/create',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Place an order from the cart',
        description:
          'One transaction: re-prices the cart, redeems the coupon, takes the stock, clears the cart. ' +
          '201 new order, 200 the same order again for a repeated Idempotency-Key. 422 CART_EMPTY, ' +
          '409 OUT_OF_STOCK / PRODUCT_UNAVAILABLE / PRICE_CHANGED naming the product, 422 coupon ' +
          'reasons, 422 IDEMPOTENCY_KEY_REUSED. Online methods: pending until paid (payment details ' +
          'in `payment` are charged at once; a decline leaves paymentStatus failed).',
        security: bearerAuth,
        headers: IdempotencyHeaders,
        body: CreateOrderBodySchema,
        response: { 200: OrderResponse, 201: OrderResponse },
      },
    },
    async (request, reply) => {
      // Issue 19: item names, and a product a refusal names, in the shopper's language.
      const language = contentLanguage(request, reply);
      const { order, created } = await checkout(
        ctx,
        signedInUserId(request),
        request.body,
        request.headers['idempotency-key'],
        request.log,
        language,
      );
      return reply.status(created ? 201 : 200).send(ok({ order: orderIn(order, language) }));
    },
  );

  app.get(
    '/orders/my-orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The shopper's orders: filter, search, sort, pages",
        security: bearerAuth,
        querystring: MyOrdersQuerySchema,
        response: { 200: envelope(OrderListSchema) },
      },
    },
    async (request, reply) => {
      // Issue 19: item names in the shopper's language (the product's Hindi name, if any).
      const language = contentLanguage(request, reply);
      const userId = signedInUserId(request);
      const list = await listMyOrders(ctx.db, userId, request.query, keyId, language);
      return ok({ ...list, orders: list.orders.map((order) => orderIn(order, language)) });
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One of the shopper's orders (another shopper's answers 404)",
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: OrderResponse },
      },
    },
    async (request, reply) => {
      const language = contentLanguage(request, reply);
      const userId = signedInUserId(request);
      const order = await getOrder(ctx.db, request.params.id, userId, keyId, language);
      return ok({ order: orderIn(order, language) });
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Pay (or pay again) for a pending online order',
        description:
          '200 paid: order confirmed. 422 PAYMENT_DECLINED with the reason: the order stays ' +
          'pending with paymentStatus failed and can be paid again until paymentDueAt. ' +
          '422 ORDER_NOT_PAYABLE; 400 PAYMENT_SIGNATURE_INVALID (razorpay).',
        security: bearerAuth,
        params: OrderIdParamsSchema,
        body: PaymentBodySchema,
        response: { 200: OrderResponse },
      },
    },
    async (request, reply) => {
      const id = signedInUserId(request);
      const outcome = await payOrder(ctx, {
        orderId: request.params.id,
        userId: id,
        details: request.body,
      });
      if (outcome.status === 'failed') {
        // The error handler answers the gateway's reason in the shopper's language (issue 19).
        throw businessRule(
          outcome.failureReason ?? 'The payment was declined',
          PAYMENT_ERROR_CODES.declined,
        );
      }
      const language = contentLanguage(request, reply);
      const order = await getOrder(ctx.db, request.params.id, id, keyId, language);
      return ok({ order: orderIn(order, language) });
    },
  );

  app.post(
    '/orders/:id/payment/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Open a new hosted checkout for a pending online order (razorpay)',
        description: 'order.payment.checkout carries what Razorpay Checkout needs.',
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: OrderResponse },
      },
    },
    async (request, reply) => {
      const id = signedInUserId(request);
      const row = await findOrder(ctx.db, request.params.id, id);
      if (!row) throw orderNotFound();
      if (ctx.payments.name !== 'razorpay') {
        throw businessRule(
          'This shop takes payment details directly',
          PAYMENT_ERROR_CODES.notPayable,
        );
      }
      if (
        row.paymentMethod === 'COD' ||
        row.orderStatus !== 'pending' ||
        row.paymentStatus === 'completed'
      ) {
        throw businessRule('This order can no longer be paid', PAYMENT_ERROR_CODES.notPayable);
      }
      await openCheckout(ctx, row);
      const language = contentLanguage(request, reply);
      const order = await getOrder(ctx.db, row.id, id, keyId, language);
      return ok({ order: orderIn(order, language) });
    },
  );
}
