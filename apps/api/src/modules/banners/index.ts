/** Banners (spec §7 Banners): the storefront's active banners and the back office's routes. */
export { bannerRoutes } from './banner-routes';
export { bannerAdminRoutes } from './banner-admin-routes';
