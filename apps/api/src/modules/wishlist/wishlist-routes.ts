import { z } from 'zod';
import {
  AddToWishlistBodySchema,
  envelope,
  languageOfHeader,
  WishlistResultSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { addToWishlist, clearWishlist, readWishlist, removeFromWishlist } from './wishlist-service';

const tags = ['wishlist'];
const WishlistResponse = { 200: envelope(WishlistResultSchema) };

/** spec §7 Wishlist: the signed-in shopper's saved products. */
export async function wishlistRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);
  // Issue 19: product names in the shopper's language (Accept-Language).
  const wishlistOf = async (id: string, request: FastifyRequest) => ({
    wishlist: await readWishlist(app.db, id, languageOfHeader(request.headers['accept-language'])),
  });

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        summary: 'Saved products, newest first',
        security: bearerAuth,
        response: WishlistResponse,
      },
    },
    async (request) => ok(await wishlistOf(signedInUserId(request), request)),
  );

  app.post(
    '/wishlist/add',
    {
      schema: {
        tags,
        summary: 'Save a product (adding it again changes nothing)',
        description:
          "404 PRODUCT_NOT_FOUND for an unknown product; variantId 'default' is ignored.",
        security: bearerAuth,
        body: AddToWishlistBodySchema,
        response: WishlistResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      await addToWishlist(app.db, id, request.body);
      return ok(await wishlistOf(id, request));
    },
  );

  // Registered before /wishlist/:productId; Fastify prefers the static path anyway.
  app.delete(
    '/wishlist/clear',
    {
      schema: {
        tags,
        summary: 'Remove every saved product',
        security: bearerAuth,
        response: WishlistResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      await clearWishlist(app.db, id);
      return ok(await wishlistOf(id, request));
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a saved product',
        description: '404 when the product is not on your wishlist.',
        security: bearerAuth,
        params: z.strictObject({ productId: z.string().max(100) }),
        response: WishlistResponse,
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      await removeFromWishlist(app.db, id, request.params.productId);
      return ok(await wishlistOf(id, request));
    },
  );
}
