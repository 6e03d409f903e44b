import { orderNumber, RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import { announceOrderEvent } from '../notifications';
import { addOrderTrackingEvent } from '../orders';
import { insertReturnEvent, type ReturnOrderRow, type ReturnRow } from './return-repository';

/** "R-1A2B3C4D": how a request is named to the shopper (its id's last 8, like order numbers). */
export const returnNumber = (id: string) => `R-${orderNumber(id)}`;

/**
 * One step of a request, everywhere the shopper looks: the request's timeline, the order's
 * tracking history, and the e-mail / SMS through the outbox (once per request and status).
 */
export async function recordReturnStep(
  tx: Executor,
  step: {
    request: ReturnRow;
    order: Pick<ReturnOrderRow, 'id' | 'userId' | 'orderStatus' | 'shippingAddress'>;
    status: ReturnStatus;
    description: string;
    actorUserId: string | null;
    now: Date;
  },
): Promise<void> {
  const { request, order, now } = step;
  const label = returnNumber(request.id);
  await insertReturnEvent(tx, {
    id: newId(now.getTime()),
    returnId: request.id,
    status: step.status,
    description: step.description,
    actorUserId: step.actorUserId,
    createdAt: now,
  });
  await addOrderTrackingEvent(tx, {
    orderId: order.id,
    status: order.orderStatus,
    description: `${label}: ${step.description}`,
    actorUserId: step.actorUserId,
    now,
  });
  await announceOrderEvent(tx, 'order.return_update', order, {
    details: {
      headline: `${label}: ${RETURN_STATUS_LABELS[step.status]}`,
      text: step.description,
    },
    occurrence: `${request.id}:${step.status}`,
  });
}
