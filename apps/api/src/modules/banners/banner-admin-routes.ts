import {
  AdminBannerCreateBodySchema,
  AdminBannerListQuerySchema,
  AdminBannerListSchema,
  AdminBannerReorderBodySchema,
  AdminBannerReorderResultSchema,
  AdminBannerSchema,
  AdminBannerStatusBodySchema,
  AdminBannerUpdateBodySchema,
  AdminDeletedSchema,
  AdminIdParamsSchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import {
  createAdminBanner,
  deleteAdminBanner,
  getAdminBanner,
  listAdminBanners,
  reorderAdminBanners,
  setAdminBannerStatus,
  updateAdminBanner,
} from './banner-admin-service';

const docs = adminDocs('banners');
const params = AdminIdParamsSchema;
const one = { 200: envelope(AdminBannerSchema) };

/** spec §7 Banners, admin calls: list, read, create, update, delete, set status, reorder. */
export async function bannerAdminRoutes(app: App) {
  app.get(
    '/banners',
    {
      schema: {
        ...docs,
        summary: 'Every banner, active or not, in display order (page 1, 20 a page by default)',
        querystring: AdminBannerListQuerySchema,
        response: { 200: envelope(AdminBannerListSchema) },
      },
    },
    async (request) => ok(await listAdminBanners(app.db, request.query)),
  );

  // A static segment: matched before /banners/:id whatever the registration order.
  app.patch(
    '/banners/reorder',
    {
      schema: {
        ...docs,
        summary: 'Give banners their new display order',
        description: 'All listed banners change in one statement; 404 if one is unknown.',
        body: AdminBannerReorderBodySchema,
        response: { 200: envelope(AdminBannerReorderResultSchema) },
      },
    },
    async (request) =>
      ok(await reorderAdminBanners(app.db, signedInUserId(request), request.body.bannerOrders)),
  );

  app.get(
    '/banners/:id',
    { schema: { ...docs, summary: 'One banner', params, response: one } },
    async (request) => ok(await getAdminBanner(app.db, request.params.id)),
  );

  app.post(
    '/banners',
    {
      schema: {
        ...docs,
        summary: 'Create a banner',
        body: AdminBannerCreateBodySchema,
        response: { 201: envelope(AdminBannerSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createAdminBanner(app.db, signedInUserId(request), request.body))),
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a banner (only the fields given)',
        params,
        body: AdminBannerUpdateBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateAdminBanner(app.db, signedInUserId(request), request.params.id, request.body)),
  );

  app.patch(
    '/banners/:id/status',
    {
      schema: {
        ...docs,
        summary: 'Show or hide a banner',
        params,
        body: AdminBannerStatusBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setAdminBannerStatus(
          app.db,
          signedInUserId(request),
          request.params.id,
          request.body.isActive,
        ),
      ),
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        ...docs,
        summary: 'Delete a banner',
        params,
        response: { 200: envelope(AdminDeletedSchema) },
      },
    },
    async (request) =>
      ok(await deleteAdminBanner(app.db, signedInUserId(request), request.params.id)),
  );
}
