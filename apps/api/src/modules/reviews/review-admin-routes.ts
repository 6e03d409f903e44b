import {
  AdminIdParamsSchema,
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  AdminReviewModerateBodySchema,
  AdminReviewReplyBodySchema,
  AdminReviewSchema,
  envelope,
  ReviewSettingsSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import {
  changeReviewSettings,
  listReviewQueue,
  moderateReview,
  readReviewSettings,
  replyToReview,
} from './review-admin-service';

const docs = adminDocs('reviews');
const ReviewResponse = { 200: envelope(AdminReviewSchema) };
const SettingsResponse = { 200: envelope(ReviewSettingsSchema) };

/** Issue 18, the owner's side: the moderation queues, publish/hide, reply, pre-moderation. */
export async function reviewAdminRoutes(app: App) {
  app.get(
    '/reviews',
    {
      schema: {
        ...docs,
        summary: "A moderation queue: 'new' (not yet looked at), 'reported', or by status",
        querystring: AdminReviewListQuerySchema,
        response: { 200: envelope(AdminReviewListSchema) },
      },
    },
    async (request) => ok(await listReviewQueue(app.db, request.query)),
  );

  app.get(
    '/reviews/settings',
    {
      schema: {
        ...docs,
        summary: 'Whether new reviews wait for the owner',
        response: SettingsResponse,
      },
    },
    async () => ok(await readReviewSettings(app.db)),
  );

  app.put(
    '/reviews/settings',
    {
      schema: {
        ...docs,
        summary: 'Turn pre-moderation on or off',
        body: ReviewSettingsSchema,
        response: SettingsResponse,
      },
    },
    async (request) =>
      ok(await changeReviewSettings(app.db, signedInUserId(request), request.body)),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        ...docs,
        summary: 'Publish or hide a review (hiding needs a reason)',
        params: AdminIdParamsSchema,
        body: AdminReviewModerateBodySchema,
        response: ReviewResponse,
      },
    },
    async (request) =>
      ok(await moderateReview(app.db, signedInUserId(request), request.params.id, request.body)),
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        ...docs,
        summary: 'Reply publicly as the shop',
        params: AdminIdParamsSchema,
        body: AdminReviewReplyBodySchema,
        response: ReviewResponse,
      },
    },
    async (request) =>
      ok(
        await replyToReview(app.db, signedInUserId(request), request.params.id, request.body.reply),
      ),
  );
}
