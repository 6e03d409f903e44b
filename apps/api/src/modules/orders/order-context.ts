import type { Db } from '../../db/types';
import type { App } from '../../types';
import { createPaymentProvider, type PaymentProvider } from '../payments';

/** What the order services need from the app: the database, the gateway and the settings. */
export interface OrderContext {
  db: Db;
  payments: PaymentProvider;
  paymentWindowMinutes: number;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
}

/** The context of an app's order routes (a gateway holds only settings: one per scope is fine). */
export function createOrderContext(app: App): OrderContext {
  return {
    db: app.db,
    payments: createPaymentProvider(app.config, app.log),
    paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
    now: () => new Date(),
  };
}
