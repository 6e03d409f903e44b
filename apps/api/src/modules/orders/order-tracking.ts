import type { OrderStatus } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import { insertOrderEvent, setPaymentRefunded } from './order-repository';

/**
 * A line in the order's tracking history written by another domain inside its transaction
 * (issue 15: each step of a return or exchange), under the order's current status.
 */
export function addOrderTrackingEvent(
  tx: Executor,
  event: {
    orderId: string;
    status: OrderStatus;
    description: string;
    actorUserId: string | null;
    now: Date;
  },
): Promise<void> {
  return insertOrderEvent(tx, {
    id: newId(event.now.getTime()),
    orderId: event.orderId,
    status: event.status,
    description: event.description,
    actorUserId: event.actorUserId,
    createdAt: event.now,
  });
}

/**
 * A paid order whose every unit came back and was refunded by returns (issue 15): its payment
 * reads "Refunded", as a cancelled order's does, on the shopper's pages and in the back office's
 * payment filter. A partly returned order stays "Completed"; its returns show their refunds.
 */
export function markOrderRefunded(tx: Executor, orderId: string, now: Date): Promise<void> {
  return setPaymentRefunded(tx, orderId, now);
}
