import type { Executor } from '../../db/types';
import { setPaymentRefunded } from './order-repository';

/**
 * A paid order whose every unit came back and was refunded by returns (decision 050): its
 * payment reads "Refunded", as a cancelled and refunded order's does, on the shopper's pages and
 * in the back office's payment filter. Called by the returns module inside its refund step's
 * transaction. A partly returned order stays "Completed"; its returns show their refunds.
 */
export function markOrderRefunded(tx: Executor, orderId: string, now: Date): Promise<void> {
  return setPaymentRefunded(tx, orderId, now);
}
