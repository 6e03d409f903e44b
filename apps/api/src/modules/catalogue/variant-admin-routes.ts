import {
  AdminIdParamsSchema,
  AdminVariantSchema,
  AdminVariantUpdateBodySchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { updateAdminVariant } from './variant-admin-service';

/** Issue 7: a variant's details and activation (its stock changes through the stock routes). */
export async function variantAdminRoutes(app: App) {
  app.put(
    '/variants/:id',
    {
      schema: {
        ...adminDocs('products'),
        summary: 'Change a variant (only the fields given; stock only by adjustment)',
        params: AdminIdParamsSchema,
        body: AdminVariantUpdateBodySchema,
        response: { 200: envelope(AdminVariantSchema) },
      },
    },
    async (request) =>
      ok(
        await updateAdminVariant(app.db, signedInUserId(request), request.params.id, request.body),
      ),
  );
}
