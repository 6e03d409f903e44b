/** The shop's legal identity (issue 14): the footer, invoices and e-mails read it from here. */
export { storeProfileRoutes } from './store-profile-routes';
export { storeProfileAdminRoutes } from './store-profile-admin-routes';
export { getStoreProfile, getStoreProfileForPages } from './store-profile-service';
