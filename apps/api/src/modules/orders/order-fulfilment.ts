import {
  type FulfilmentStatus,
  ORDER_ERROR_CODES,
  ORDER_NEXT_STATUS,
  REVIEW_REQUEST_AFTER_DAYS,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { businessRule, invalidData } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { issueTaxInvoice } from '../invoices';
import { announceOrderEvent } from '../notifications';
import { getStoreProfile } from '../store-profile';
import { orderNotFound } from './order-queries';
import {
  insertOrderEvent,
  lockOrder,
  type NewOrderRow,
  type OrderRow,
  updateOrderWhile,
} from './order-repository';

export interface FulfilmentStep {
  orderId: string;
  to: FulfilmentStatus;
  carrier?: string;
  trackingNumber?: string;
  location?: string;
  note?: string;
  actorUserId: string | null;
  now: Date;
  /** Runs inside the transaction after the change (the back office writes its audit log). */
  onChanged?: (tx: Executor, before: OrderRow, after: OrderRow) => Promise<void>;
}

const invalidTransition = (message: string) =>
  businessRule(message, ORDER_ERROR_CODES.invalidTransition);

/** The tracking event's words for each step (the shopper reads them in 'Track Your Order'). */
function describe(step: FulfilmentStep): string {
  const text = {
    confirmed: 'Order confirmed',
    processing: 'Order is being packed',
    shipped: `Shipped with ${step.carrier} (tracking number ${step.trackingNumber})`,
    delivered: 'Delivered',
  }[step.to];
  return step.note ? `${text}. ${step.note}` : text;
}

/**
 * Where a step happened when the owner names no place (spec §2: the tracking history shows a
 * location): the shop's city while it confirms, packs and ships; the shopper's at the door.
 */
async function placeOf(tx: Executor, step: FulfilmentStep, row: OrderRow): Promise<string> {
  if (step.location) return step.location;
  if (step.to === 'delivered') return row.shippingAddress.city;
  return (await getStoreProfile(tx)).city;
}

/**
 * The shop owner's status changes (issue 7): pending -> confirmed -> processing -> shipped ->
 * delivered, one step at a time, each writing its tracking event. A step that does not follow
 * is refused (422); an online order is confirmed only once paid; shipping needs the carrier and
 * the tracking number; delivering a cash-on-delivery order marks its payment completed.
 */
export async function advanceOrder(db: Executor, step: FulfilmentStep): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, step.orderId);
    if (!row) throw orderNotFound();
    if (ORDER_NEXT_STATUS[row.orderStatus] !== step.to) {
      throw invalidTransition(
        row.orderStatus === 'cancelled' || row.orderStatus === 'delivered'
          ? `This order is ${row.orderStatus}; its status can no longer change`
          : `A ${row.orderStatus} order cannot be marked ${step.to}`,
      );
    }
    if (
      step.to === 'confirmed' &&
      row.paymentMethod !== 'COD' &&
      row.paymentStatus !== 'completed'
    ) {
      throw invalidTransition('This order cannot be confirmed before it is paid');
    }
    const changes: Partial<NewOrderRow> = { orderStatus: step.to };
    if (step.to === 'shipped') {
      if (!step.carrier || !step.trackingNumber) {
        throw invalidData('Carrier and tracking number are required to ship an order');
      }
      changes.carrier = step.carrier;
      changes.trackingNumber = step.trackingNumber;
    }
    if (step.to === 'delivered') {
      changes.deliveredAt = step.now;
      // Cash on delivery is collected at the door.
      if (row.paymentMethod === 'COD') changes.paymentStatus = 'completed';
    }
    const after = await updateOrderWhile(tx, row.id, [row.orderStatus], changes);
    if (!after) throw invalidTransition(`A ${row.orderStatus} order cannot be marked ${step.to}`);
    await insertOrderEvent(tx, {
      id: newId(),
      orderId: row.id,
      status: step.to,
      location: await placeOf(tx, step, row),
      description: describe(step),
      actorUserId: step.actorUserId,
      createdAt: step.now,
    });
    if (step.to === 'shipped') await issueTaxInvoice(tx, row.id, step.now);
    if (step.to !== 'processing') await announceOrderEvent(tx, `order.${step.to}`, after);
    if (step.to === 'delivered') {
      // Issue 18: once the buyer has lived with it a few days, ask for a review.
      const notBefore = new Date(step.now.getTime() + REVIEW_REQUEST_AFTER_DAYS * 86_400_000);
      await announceOrderEvent(tx, 'order.review_request', after, { notBefore });
    }
    await step.onChanged?.(tx, row, after);
    return after;
  });
}

type Options = Omit<FulfilmentStep, 'to' | 'orderId'>;

export const confirmOrder = (db: Executor, orderId: string, options: Options) =>
  advanceOrder(db, { ...options, orderId, to: 'confirmed' });
export const processOrder = (db: Executor, orderId: string, options: Options) =>
  advanceOrder(db, { ...options, orderId, to: 'processing' });
export const shipOrder = (
  db: Executor,
  orderId: string,
  options: Options & { carrier: string; trackingNumber: string },
) => advanceOrder(db, { ...options, orderId, to: 'shipped' });
export const deliverOrder = (db: Executor, orderId: string, options: Options) =>
  advanceOrder(db, { ...options, orderId, to: 'delivered' });
