/**
 * Returns and size exchanges within 30 days of delivery (issue 15, decision 020): the
 * shopper's requests on their orders and the owner's queue and steps.
 */
export { returnRoutes } from './return-routes';
export { returnAdminRoutes } from './return-admin-routes';
