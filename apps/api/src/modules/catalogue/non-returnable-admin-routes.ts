import {
  AdminIdParamsSchema,
  envelope,
  NonReturnableBodySchema,
  NonReturnableSchema,
} from '@shop/contracts';
import type { Db } from '../../db/types';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { recordAudit } from '../audit';
import { forgetCatalogue } from './catalogue-caches';
import { setCategoryFlag, setProductFlag } from './non-returnable-repository';

/**
 * Issue 15: the owner's switch of whether a product, or everything in a category, can be
 * returned (the product page shows it; the returns module refuses such items).
 */
async function setNonReturnable(
  db: Db,
  entity: 'product' | 'category',
  id: string,
  value: boolean,
  actorUserId: string,
) {
  const row = await db.transaction(async (tx) => {
    const changed = await (entity === 'product' ? setProductFlag : setCategoryFlag)(tx, id, value);
    if (!changed) {
      throw notFound(
        entity === 'product' ? 'Product not found' : 'Category not found',
        entity === 'product' ? 'PRODUCT_NOT_FOUND' : 'CATEGORY_NOT_FOUND',
      );
    }
    await recordAudit(tx, {
      actorUserId,
      action: `${entity}.non-returnable`,
      entity,
      entityId: id,
      before: { nonReturnable: !value },
      after: { nonReturnable: value },
    });
    return changed;
  });
  forgetCatalogue(db, { categories: entity === 'category' });
  return row;
}

export async function nonReturnableAdminRoutes(app: App) {
  for (const entity of ['product', 'category'] as const) {
    const plural = entity === 'product' ? 'products' : 'categories';
    app.put(
      `/${plural}/:id/non-returnable`,
      {
        schema: {
          ...adminDocs(plural),
          summary: `Whether this ${entity} can be returned or exchanged (issue 15)`,
          params: AdminIdParamsSchema,
          body: NonReturnableBodySchema,
          response: { 200: envelope(NonReturnableSchema) },
        },
      },
      async (request) =>
        ok(
          await setNonReturnable(
            app.db,
            entity,
            request.params.id,
            request.body.nonReturnable,
            signedInUserId(request),
          ),
        ),
    );
  }
}
