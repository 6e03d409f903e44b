import { z } from 'zod';
import {
  envelope,
  IdSchema,
  MyReviewSchema,
  ReviewBodySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewReportBodySchema,
  ReviewVoteSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { imageUploadRoute } from '../media';
import {
  editReview,
  readMyReview,
  readProductReviews,
  removeMyReview,
  reportReview,
  submitReview,
  voteHelpful,
} from './review-service';

const tags = ['reviews'];
const ProductParams = z.strictObject({ id: z.string().max(100) });
const ReviewParams = z.strictObject({ id: IdSchema });
const MyReviewResponse = envelope(MyReviewSchema);

/** Issue 18: reading a product's reviews, and a buyer writing, voting on and reporting them. */
export async function reviewRoutes(app: App) {
  const dataDir = app.config.DATA_DIR;

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's published reviews, with the ratings summary",
        description:
          'sort: recent | helpful | rating-high | rating-low; rating: only that many stars.',
        params: ProductParams,
        querystring: ReviewListQuerySchema,
        response: { 200: envelope(ReviewListSchema) },
      },
    },
    async (request) => ok(await readProductReviews(app.db, request.params.id, request.query)),
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Whether the shopper may review the product, and the shopper's review",
        security: bearerAuth,
        params: ProductParams,
        response: { 200: MyReviewResponse },
      },
    },
    async (request) => ok(await readMyReview(app.db, signedInUserId(request), request.params.id)),
  );

  app.post(
    '/products/:id/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Review a product received in a delivered order (once)',
        description:
          "403 'Only buyers who received this product can review it'; 409 for a second review.",
        security: bearerAuth,
        params: ProductParams,
        body: ReviewBodySchema,
        response: { 201: MyReviewResponse },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const mine = await submitReview(app.db, dataDir, userId, request.params.id, request.body);
      return reply.status(201).send(ok(mine));
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Edit the shopper's review",
        security: bearerAuth,
        params: ProductParams,
        body: ReviewBodySchema,
        response: { 200: MyReviewResponse },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      return ok(await editReview(app.db, dataDir, userId, request.params.id, request.body));
    },
  );

  app.delete(
    '/products/:id/reviews/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Delete the shopper's review",
        security: bearerAuth,
        params: ProductParams,
        response: { 200: MyReviewResponse },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      await removeMyReview(app.db, userId, request.params.id);
      return ok(await readMyReview(app.db, userId, request.params.id));
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Mark a review 'Helpful' (once per shopper)",
        security: bearerAuth,
        params: ReviewParams,
        response: { 200: envelope(ReviewVoteSchema) },
      },
    },
    async (request) => ok(await voteHelpful(app.db, signedInUserId(request), request.params.id)),
  );

  app.post(
    '/reviews/:id/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Report a review to the shop (once per shopper)',
        security: bearerAuth,
        params: ReviewParams,
        body: ReviewReportBodySchema,
        response: {
          200: envelope(z.object({ reviewId: z.string(), reported: z.literal(true) })),
        },
      },
    },
    async (request) =>
      ok(
        await reportReview(app.db, signedInUserId(request), request.params.id, request.body.reason),
      ),
  );

  // A buyer's photos go through the back office's upload rules (type by content, size, WebP
  // renditions); multipart is parsed in this scope only.
  await app.register(async (photos) => {
    photos.addHook('onRequest', photos.requireUser);
    await imageUploadRoute(photos, '/reviews/photos', { tags, security: bearerAuth });
  });
}
