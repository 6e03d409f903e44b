import type { App } from '../../types';
import { auditAdminRoutes } from '../audit';
import { bannerAdminRoutes } from '../banners';
import { catalogueAdminRoutes, toAdminVariant } from '../catalogue';
import { couponAdminRoutes } from '../coupons';
import { deliveryAdminRoutes } from '../delivery';
import { uploadAdminRoutes } from '../media';
import { invoiceAdminRoutes } from '../invoices';
import { orderAdminRoutes } from '../orders';
import { returnAdminRoutes } from '../returns';
import { reviewAdminRoutes } from '../reviews';
import { stockAdminRoutes } from '../stock';
import { storeProfileAdminRoutes } from '../store-profile';
import { dashboardRoutes } from './dashboard-routes';

/**
 * The back office (issue 7, decision 010) under /api/admin. Each domain keeps its own admin
 * routes; this scope only gathers them behind one guard: every route needs the admin role -
 * no token 401, a customer's token 403 - checked on request, before the body is even read.
 * The dashboard is the one screen of its own, read through the orders and stock services.
 */
export async function adminModule(app: App) {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      await admin.register(dashboardRoutes);
      await admin.register(bannerAdminRoutes);
      await admin.register(catalogueAdminRoutes);
      await admin.register(stockAdminRoutes, { variantView: toAdminVariant });
      await admin.register(couponAdminRoutes);
      await admin.register(uploadAdminRoutes);
      await admin.register(auditAdminRoutes);
      await admin.register(orderAdminRoutes);
      await admin.register(reviewAdminRoutes);
      await admin.register(returnAdminRoutes);
      await admin.register(invoiceAdminRoutes);
      await admin.register(storeProfileAdminRoutes);
      await admin.register(deliveryAdminRoutes);
    },
    { prefix: '/admin' },
  );
}
