import type { Db } from '../../db/types';
import type { PaymentProvider } from '../payments/payment-provider';

/** What the order services need from the app: the database, the gateway and the settings. */
export interface OrderContext {
  db: Db;
  payments: PaymentProvider;
  paymentWindowMinutes: number;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
}
