import type { App } from '../../types';
import { createPaymentProvider } from '../payments/payment-provider';
import { adminOrderRoutes } from './admin-order-routes';
import { orderActionRoutes } from './order-action-routes';
import type { OrderContext } from './order-context';
import { scheduleUnpaidOrderRelease } from './order-release';
import { orderRoutes } from './order-routes';

/**
 * Checkout, payments and orders (issue 6) and the back office's order routes (issue 7), with
 * the timer that releases unpaid online orders after PAYMENT_WINDOW_MINUTES.
 */
export async function ordersModule(app: App) {
  const ctx: OrderContext = {
    db: app.db,
    payments: createPaymentProvider(app.config, app.log),
    paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
    now: () => new Date(),
  };
  await app.register(orderRoutes, { ctx });
  await app.register(orderActionRoutes, { ctx });
  await app.register(adminOrderRoutes, { ctx });
  scheduleUnpaidOrderRelease(app, app.config.UNPAID_ORDER_SWEEP_SECONDS);
}
