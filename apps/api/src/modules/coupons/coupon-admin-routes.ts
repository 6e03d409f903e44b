import {
  AdminCouponCreateBodySchema,
  AdminCouponListQuerySchema,
  AdminCouponListSchema,
  AdminCouponRedemptionListQuerySchema,
  AdminCouponRedemptionListSchema,
  AdminCouponSchema,
  AdminCouponStatusBodySchema,
  AdminCouponUpdateBodySchema,
  AdminIdParamsSchema,
  envelope,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import {
  createAdminCoupon,
  getAdminCoupon,
  listAdminCouponRedemptions,
  listAdminCoupons,
  setAdminCouponStatus,
  updateAdminCoupon,
} from './coupon-admin-service';

const docs = adminDocs('coupons');
const params = AdminIdParamsSchema;
const one = { 200: envelope(AdminCouponSchema) };

/** Issue 7: coupons - create, edit, deactivate, see who used them. */
export async function couponAdminRoutes(app: App) {
  app.get(
    '/coupons',
    {
      schema: {
        ...docs,
        summary: 'Coupons with their use, newest first (search by code or description)',
        querystring: AdminCouponListQuerySchema,
        response: { 200: envelope(AdminCouponListSchema) },
      },
    },
    async (request) => ok(await listAdminCoupons(app.db, request.query)),
  );

  app.get(
    '/coupons/:id',
    { schema: { ...docs, summary: 'One coupon', params, response: one } },
    async (request) => ok(await getAdminCoupon(app.db, request.params.id)),
  );

  app.post(
    '/coupons',
    {
      schema: {
        ...docs,
        summary: 'Create a coupon (409 COUPON_CODE_TAKEN when the code exists)',
        body: AdminCouponCreateBodySchema,
        response: { 201: envelope(AdminCouponSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createAdminCoupon(app.db, signedInUserId(request), request.body))),
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a coupon (only the fields given)',
        params,
        body: AdminCouponUpdateBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateAdminCoupon(app.db, signedInUserId(request), request.params.id, request.body)),
  );

  app.patch(
    '/coupons/:id/status',
    {
      schema: {
        ...docs,
        summary: 'Activate or deactivate a coupon',
        params,
        body: AdminCouponStatusBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setAdminCouponStatus(
          app.db,
          signedInUserId(request),
          request.params.id,
          request.body.isActive,
        ),
      ),
  );

  app.get(
    '/coupons/:id/redemptions',
    {
      schema: {
        ...docs,
        summary: "A coupon's uses, newest first",
        params,
        querystring: AdminCouponRedemptionListQuerySchema,
        response: { 200: envelope(AdminCouponRedemptionListSchema) },
      },
    },
    async (request) =>
      ok(await listAdminCouponRedemptions(app.db, request.params.id, request.query)),
  );
}
