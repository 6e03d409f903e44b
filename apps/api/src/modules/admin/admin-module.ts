import type { App } from '../../types';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminBannerRoutes } from './admin-banner-routes';
import { adminCategoryRoutes } from './admin-category-routes';
import { adminCouponRoutes } from './admin-coupon-routes';
import { adminDashboardRoutes } from './admin-dashboard-routes';
import { adminProductRoutes } from './admin-product-routes';
import { adminUploadRoutes } from './admin-upload-routes';
import { adminVariantRoutes } from './admin-variant-routes';

/**
 * The back office (issue 7) under /api/admin. Every route needs the admin role: no token 401,
 * a customer's token 403 - checked on request, before the body is even read. The order routes
 * live with the orders module and guard themselves the same way.
 */
export async function adminModule(app: App) {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      await admin.register(adminDashboardRoutes);
      await admin.register(adminBannerRoutes);
      await admin.register(adminProductRoutes);
      await admin.register(adminVariantRoutes);
      await admin.register(adminCategoryRoutes);
      await admin.register(adminCouponRoutes);
      await admin.register(adminUploadRoutes);
      await admin.register(adminAuditRoutes);
    },
    { prefix: '/admin' },
  );
}
