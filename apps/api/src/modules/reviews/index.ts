/** Reviews from buyers who received the product (issue 18): stars, fit, photos, moderation. */
export { reviewRoutes } from './review-routes';
export { reviewAdminRoutes } from './review-admin-routes';
