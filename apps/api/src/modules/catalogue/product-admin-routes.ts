import {
  AdminIdParamsSchema,
  AdminProductCreateBodySchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductStatusBodySchema,
  AdminProductUpdateBodySchema,
  AdminVariantCreateBodySchema,
  AdminVariantSchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import {
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  setAdminProductStatus,
  updateAdminProduct,
} from './product-admin-service';
import { createAdminVariant } from './variant-admin-service';

const docs = adminDocs('products');
const params = AdminIdParamsSchema;
const one = { 200: envelope(AdminProductSchema) };

/** Issue 7: the catalogue - products, their flags and their variants. */
export async function productAdminRoutes(app: App) {
  app.get(
    '/products',
    {
      schema: {
        ...docs,
        summary: 'Products, newest first, inactive ones included (search, category, isActive)',
        querystring: AdminProductListQuerySchema,
        response: { 200: envelope(AdminProductListSchema) },
      },
    },
    async (request) => ok(await listAdminProducts(app.db, request.query)),
  );

  app.get(
    '/products/:id',
    { schema: { ...docs, summary: 'One product with every variant', params, response: one } },
    async (request) => ok(await getAdminProduct(app.db, request.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        ...docs,
        summary: 'Create a product, optionally with its variants',
        body: AdminProductCreateBodySchema,
        response: { 201: envelope(AdminProductSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createAdminProduct(app.db, signedInUserId(request), request.body))),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a product (only the fields given)',
        params,
        body: AdminProductUpdateBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateAdminProduct(app.db, signedInUserId(request), request.params.id, request.body),
      ),
  );

  app.patch(
    '/products/:id/status',
    {
      schema: {
        ...docs,
        summary: 'Activate or deactivate; mark featured or trending',
        params,
        body: AdminProductStatusBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setAdminProductStatus(
          app.db,
          signedInUserId(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/products/:id/variants',
    {
      schema: {
        ...docs,
        summary: 'Add a variant (409 VARIANT_EXISTS for a colour and size it already has)',
        params,
        body: AdminVariantCreateBodySchema,
        response: { 201: envelope(AdminVariantSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createAdminVariant(
              app.db,
              signedInUserId(request),
              request.params.id,
              request.body,
            ),
          ),
        ),
  );
}
