import type { App } from '../../types';
import { orderActionRoutes } from './order-action-routes';
import { createOrderContext } from './order-context';
import { scheduleUnpaidOrderRelease } from './order-release';
import { orderRoutes } from './order-routes';
import { paymentWebhookRoutes } from './payment-webhook-routes';

/**
 * Checkout, payments and orders (issue 6): the shopper's order routes, the payment gateway's
 * webhook, and the timer that releases unpaid online orders after PAYMENT_WINDOW_MINUTES. The
 * back office's order routes (orderAdminRoutes) are registered in the /api/admin scope.
 */
export async function ordersModule(app: App) {
  const ctx = createOrderContext(app);
  await app.register(orderRoutes, { ctx });
  await app.register(orderActionRoutes, { ctx });
  await app.register(paymentWebhookRoutes, { ctx });
  scheduleUnpaidOrderRelease(app, app.config.UNPAID_ORDER_SWEEP_SECONDS);
}
