import { z } from 'zod';
import { AddToWishlistBodySchema, envelope, WishlistResultSchema } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { signedInUser } from '../../plugins/auth';
import type { App } from '../../types';
import { addToWishlist, clearWishlist, readWishlist, removeFromWishlist } from './wishlist-service';

const security = [{ bearerAuth: [] }];
const tags = ['wishlist'];
const WishlistResponse = { 200: envelope(WishlistResultSchema) };

/** spec §7 Wishlist: the signed-in shopper's saved products. */
export async function wishlistRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;
  const wishlistOf = async (id: string) => ({ wishlist: await readWishlist(app.db, id) });

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        summary: 'Saved products, newest first',
        security,
        response: WishlistResponse,
      },
    },
    async (request) => ok(await wishlistOf(userId(request))),
  );

  app.post(
    '/wishlist/add',
    {
      schema: {
        tags,
        summary: 'Save a product (adding it again changes nothing)',
        description:
          "404 PRODUCT_NOT_FOUND for an unknown product; variantId 'default' is ignored.",
        security,
        body: AddToWishlistBodySchema,
        response: WishlistResponse,
      },
    },
    async (request) => {
      const id = userId(request);
      await addToWishlist(app.db, id, request.body);
      return ok(await wishlistOf(id));
    },
  );

  // Registered before /wishlist/:productId; Fastify prefers the static path anyway.
  app.delete(
    '/wishlist/clear',
    {
      schema: { tags, summary: 'Remove every saved product', security, response: WishlistResponse },
    },
    async (request) => {
      const id = userId(request);
      await clearWishlist(app.db, id);
      return ok(await wishlistOf(id));
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a saved product',
        description: '404 when the product is not on your wishlist.',
        security,
        params: z.strictObject({ productId: z.string().max(100) }),
        response: WishlistResponse,
      },
    },
    async (request) => {
      const id = userId(request);
      await removeFromWishlist(app.db, id, request.params.productId);
      return ok(await wishlistOf(id));
    },
  );
}
