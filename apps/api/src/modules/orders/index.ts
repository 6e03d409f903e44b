/**
 * Orders (issue 6): placing an order by coordinating the cart, coupon and stock services,
 * paying through the payments module, cancelling, tracking and fulfilment; the shopper's
 * routes and the gateway's webhook (ordersModule), the back office's routes, and what the
 * dashboard and the housekeeping sweep read.
 */
export { ordersModule } from './orders-module';
export { orderAdminRoutes } from './order-admin-routes';
export { todaysOrderFigures } from './order-admin-queries';
export { forgetOldIdempotencyKeys } from './order-housekeeping';
export { addOrderTrackingEvent } from './order-tracking';
export { markOrderRefunded } from './order-refunded-by-returns';
