import { StoreProfileSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { getStoreProfile } from './store-profile-service';

/** GET /api/store-profile: who the shop is, for the footer's Contact Us (E-Commerce Rules 2020). */
export async function storeProfileRoutes(app: App) {
  app.get(
    '/store-profile',
    {
      schema: {
        tags: ['store'],
        summary: "The shop's legal name, GSTIN, address, support lines and grievance officer",
        response: { 200: envelope(StoreProfileSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await getStoreProfile(app.db));
    },
  );
}
