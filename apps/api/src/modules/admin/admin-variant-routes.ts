import {
  AdminIdParamsSchema,
  AdminStockAdjustmentBodySchema,
  AdminStockAdjustmentListQuerySchema,
  AdminStockAdjustmentListSchema,
  AdminStockAdjustmentResultSchema,
  AdminVariantSchema,
  AdminVariantUpdateBodySchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import { adjustAdminStock, listAdminStockAdjustments } from './admin-stock-service';
import { updateAdminVariant } from './admin-variant-service';

const docs = adminDocs('products');
const params = AdminIdParamsSchema;

/** Issue 7: a variant's details, activation and recorded stock changes. */
export async function adminVariantRoutes(app: App) {
  app.put(
    '/variants/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a variant (only the fields given; stock only by adjustment)',
        params,
        body: AdminVariantUpdateBodySchema,
        response: { 200: envelope(AdminVariantSchema) },
      },
    },
    async (request) =>
      ok(
        await updateAdminVariant(app.db, signedInUserId(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/variants/:id/stock-adjustments',
    {
      schema: {
        ...docs,
        summary: 'Add or remove stock, with a reason',
        description: '409 STOCK_NEGATIVE when the stock would go below 0; nothing changes then.',
        params,
        body: AdminStockAdjustmentBodySchema,
        response: { 201: envelope(AdminStockAdjustmentResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await adjustAdminStock(
              app.db,
              signedInUserId(request),
              request.params.id,
              request.body,
            ),
          ),
        ),
  );

  app.get(
    '/variants/:id/stock-adjustments',
    {
      schema: {
        ...docs,
        summary: "A variant's stock history, newest first",
        params,
        querystring: AdminStockAdjustmentListQuerySchema,
        response: { 200: envelope(AdminStockAdjustmentListSchema) },
      },
    },
    async (request) =>
      ok(await listAdminStockAdjustments(app.db, request.params.id, request.query)),
  );
}
