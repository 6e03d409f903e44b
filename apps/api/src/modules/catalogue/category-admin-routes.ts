import {
  AdminCategoryCreateBodySchema,
  AdminCategoryListSchema,
  AdminCategorySchema,
  AdminCategoryUpdateBodySchema,
  AdminDeletedSchema,
  AdminIdParamsSchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import {
  createAdminCategory,
  deleteAdminCategory,
  getAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './category-admin-service';

const docs = adminDocs('categories');
const params = AdminIdParamsSchema;
const one = { 200: envelope(AdminCategorySchema) };

/** Issue 7: manage categories. Changes show in the storefront's menus and listings at once. */
export async function categoryAdminRoutes(app: App) {
  app.get(
    '/categories',
    {
      schema: {
        ...docs,
        summary: 'Every category (inactive ones too), parents first, with what uses each',
        response: { 200: envelope(AdminCategoryListSchema) },
      },
    },
    async () => ok(await listAdminCategories(app.db)),
  );

  app.get(
    '/categories/:id',
    { schema: { ...docs, summary: 'One category', params, response: one } },
    async (request) => ok(await getAdminCategory(app.db, request.params.id)),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...docs,
        summary: 'Create a category (409 SLUG_TAKEN when the slug exists)',
        body: AdminCategoryCreateBodySchema,
        response: { 201: envelope(AdminCategorySchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createAdminCategory(app.db, signedInUserId(request), request.body))),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a category (only the fields given); isActive false retires it',
        params,
        body: AdminCategoryUpdateBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateAdminCategory(app.db, signedInUserId(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...docs,
        summary: 'Delete an unused category',
        description: '409 CATEGORY_IN_USE while products or sub-categories use it: deactivate it.',
        params,
        response: { 200: envelope(AdminDeletedSchema) },
      },
    },
    async (request) =>
      ok(await deleteAdminCategory(app.db, signedInUserId(request), request.params.id)),
  );
}
