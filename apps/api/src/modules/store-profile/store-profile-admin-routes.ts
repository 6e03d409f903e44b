import { StoreProfileBodySchema, StoreProfileSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { getStoreProfile, saveStoreProfile } from './store-profile-service';

const docs = adminDocs('store profile');
const one = { 200: envelope(StoreProfileSchema) };

/** The back office reads and replaces the one store profile (issue 14). */
export async function storeProfileAdminRoutes(app: App) {
  app.get(
    '/store-profile',
    { schema: { ...docs, summary: 'The store profile', response: one } },
    async () => ok(await getStoreProfile(app.db)),
  );

  app.put(
    '/store-profile',
    {
      schema: {
        ...docs,
        summary: 'Replace the store profile (GSTIN checked: format, checksum, state code)',
        body: StoreProfileBodySchema,
        response: one,
      },
    },
    async (request) => ok(await saveStoreProfile(app.db, signedInUserId(request), request.body)),
  );
}
