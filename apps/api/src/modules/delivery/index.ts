/** Pincodes, the delivery promise and cash-on-delivery rules (issue 16, decision 023). */
export { deliveryRoutes } from './delivery-routes';
export { deliveryAdminRoutes } from './delivery-admin-routes';
export {
  checkDelivery,
  checkPincodeState,
  deliveryCheckIn,
  getDeliverySettings,
} from './delivery-service';
