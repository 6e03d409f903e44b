import { z } from 'zod';
import {
  languageOfHeader,
  AddToCartBodySchema,
  ApplyCouponBodySchema,
  CartResultSchema,
  CartSummarySchema,
  CartWithSummarySchema,
  envelope,
  UpdateCartQuantityBodySchema,
  type CartSummary,
  type Language,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import {
  addToCart,
  applyCoupon,
  changeQuantity,
  clearCart,
  readCart,
  removeCoupon,
  removeLine,
} from './cart-service';

const tags = ['cart'];
const CartResponse = { 200: envelope(CartResultSchema) };
/** Any string: a malformed id is simply not one of the caller's lines (404). */
const itemParams = z.strictObject({ id: z.string().max(100) });

/** spec §7 Cart: the signed-in shopper's server cart. Prices always come from the variants. */
export async function cartRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);
  // Issue 19: product names in the shopper's language (Accept-Language).
  const cartOf = async (id: string, request: FastifyRequest) => {
    const language = languageOfHeader(request.headers['accept-language']);
    const { cart } = await readCart(app.db, id, language);
    // Why a coupon came off, in the shopper's language (issue 19), as its errors are.
    const couponMessage = cart.couponMessage && localiseMessage(cart.couponMessage, language);
    return { cart: { ...cart, couponMessage } };
  };
  // The summary in the shopper's language: why a coupon came off (issue 19).
  const summaryIn = (summary: CartSummary, language: Language): CartSummary => ({
    ...summary,
    couponMessage: summary.couponMessage && localiseMessage(summary.couponMessage, language),
  });

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'The cart, priced from the catalogue now',
        description:
          'A previously applied coupon that no longer applies is removed; cart.couponMessage says why.',
        security: bearerAuth,
        response: CartResponse,
      },
    },
    async (request) => ok(await cartOf(signedInUserId(request), request)),
  );

  app.get(
    '/cart/summary',
    {
      schema: {
        tags,
        summary: 'Subtotal, coupon discount, fees and total',
        security: bearerAuth,
        response: { 200: envelope(CartSummarySchema) },
      },
    },
    async (request) => {
      const language = languageOfHeader(request.headers['accept-language']);
      const { summary } = await readCart(app.db, signedInUserId(request), language);
      return ok(summaryIn(summary, language));
    },
  );

  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary: 'Add a variant and size; adding the same line again increases it',
        description:
          "404/400 VARIANT_NOT_AVAILABLE 'Product variant or size not available'; " +
          '409 OUT_OF_STOCK when the line would exceed the stock.',
        security: bearerAuth,
        body: AddToCartBodySchema,
        response: CartResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      // A refusal names the product in the shopper's language (issue 19).
      const language = languageOfHeader(request.headers['accept-language']);
      await addToCart(app.db, id, request.body, language);
      return ok(await cartOf(id, request));
    },
  );

  app.put(
    '/cart/item/:id/quantity',
    {
      schema: {
        tags,
        summary: "Set a line's quantity (1 to the stock)",
        description: "409 OUT_OF_STOCK above the stock; another shopper's line is 404.",
        security: bearerAuth,
        params: itemParams,
        body: UpdateCartQuantityBodySchema,
        response: CartResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      const language = languageOfHeader(request.headers['accept-language']);
      await changeQuantity(app.db, id, request.params.id, request.body.quantity, language);
      return ok(await cartOf(id, request));
    },
  );

  app.delete(
    '/cart/item/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        security: bearerAuth,
        params: itemParams,
        response: CartResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      await removeLine(app.db, id, request.params.id);
      return ok(await cartOf(id, request));
    },
  );

  app.delete(
    '/cart/clear',
    { schema: { tags, summary: 'Empty the cart', security: bearerAuth, response: CartResponse } },
    async (request) => {
      const id = signedInUserId(request);
      await clearCart(app.db, id);
      return ok(await cartOf(id, request));
    },
  );

  app.post(
    '/cart/coupon/apply',
    {
      schema: {
        tags,
        summary: 'Apply a coupon code (trimmed, upper-cased)',
        description:
          "404 COUPON_NOT_FOUND 'Invalid coupon code'; 422 with the reason when it does not apply " +
          '(COUPON_EXPIRED, COUPON_EXHAUSTED, COUPON_ALREADY_USED, COUPON_MIN_ORDER, ...).',
        security: bearerAuth,
        body: ApplyCouponBodySchema,
        response: { 200: envelope(CartWithSummarySchema) },
      },
    },
    async (request) => {
      // Issue 19: product names and messages in the shopper's language, as GET /cart gives them.
      const language = languageOfHeader(request.headers['accept-language']);
      const id = signedInUserId(request);
      const { cart, summary } = await applyCoupon(app.db, id, request.body.couponCode, language);
      const couponMessage = cart.couponMessage && localiseMessage(cart.couponMessage, language);
      return ok({ cart: { ...cart, couponMessage }, summary: summaryIn(summary, language) });
    },
  );

  app.delete(
    '/cart/coupon/remove',
    {
      schema: {
        tags,
        summary: 'Take the coupon off the cart',
        security: bearerAuth,
        response: CartResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      await removeCoupon(app.db, id);
      return ok(await cartOf(id, request));
    },
  );
}
