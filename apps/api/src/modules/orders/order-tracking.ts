import type { OrderStatus } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import { insertOrderEvent } from './order-repository';

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
