import {
  AdminIdParamsSchema,
  type AdminStockAdjustmentResult,
  AdminStockAdjustmentBodySchema,
  AdminStockAdjustmentListQuerySchema,
  AdminStockAdjustmentListSchema,
  AdminStockAdjustmentResultSchema,
  type AdminVariant,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { adjustStock, listStockAdjustments } from './stock-adjustment-service';
import type { VariantRow } from './stock-repository';

const docs = adminDocs('products');
const params = AdminIdParamsSchema;

export interface StockAdminOptions {
  /**
   * The variant as the back office shows it. The catalogue owns that view and imports stock
   * (for opening stock), so the admin scope hands it in rather than stock importing it.
   */
  variantView: (row: VariantRow) => AdminVariant;
}

/** Issue 7: a variant's recorded stock changes (registered in the /api/admin scope). */
export async function stockAdminRoutes(app: App, { variantView }: StockAdminOptions) {
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
    async (request, reply) => {
      const { variant, adjustment } = await adjustStock(
        app.db,
        signedInUserId(request),
        request.params.id,
        request.body,
      );
      const result: AdminStockAdjustmentResult = { variant: variantView(variant), adjustment };
      return reply.status(201).send(ok(result));
    },
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
    async (request) => ok(await listStockAdjustments(app.db, request.params.id, request.query)),
  );
}
