import {
  cancellationRefundPaise,
  type CancelledBy,
  ORDER_ERROR_CODES,
  type OrderStatus,
  type PaymentStatus,
  refundTimeline,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { businessRule } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type PaymentProvider, paymentsByOrder } from '../payments';
import { releaseCouponUse } from '../coupons';
import { restoreStock } from '../stock';
import { issueCreditNoteIfInvoiced } from '../invoices';
import { announceOrderEvent } from '../notifications';
import { orderNotFound } from './order-queries';
import {
  findItemsOfOrders,
  insertOrderEvent,
  insertRefund,
  lockOrder,
  markRefundIssued,
  type OrderRow,
  updateOrderWhile,
} from './order-repository';
import { retryOnCollision } from './retry';

const NOT_CANCELLABLE: Partial<Record<OrderStatus, string>> = {
  cancelled: 'This order has already been cancelled',
  delivered: 'This order has been delivered and can no longer be cancelled',
  shipped: 'This order has already been shipped and can no longer be cancelled',
};

export interface CancelRequest {
  orderId: string;
  /** Set for a shopper: only their own order (another's answers 404). */
  userId?: string;
  reason: string;
  /** Statuses this caller may cancel from (spec §4 for shoppers; the back office adds shipped). */
  allowed: readonly OrderStatus[];
  actorUserId: string | null;
  now: Date;
  /** The tracking event's text (default: 'Order cancelled: {reason}'). */
  description?: string;
  /** Release of unpaid orders: cancel only if still unpaid and past its payment window. */
  onlyIfOverdue?: boolean;
  /** Whose cancellation it is (default the shopper's): the shop's refunds everything paid. */
  cancelledBy?: CancelledBy;
  /**
   * The gateway that took the payment: what is due goes back through it before the cancellation
   * commits (a refusal leaves the order as it was). Unset only where nothing can be due (the
   * release of unpaid orders, a cash-on-delivery refusal).
   */
  payments?: PaymentProvider;
  /** Runs inside the transaction after the change (the back office writes its audit log). */
  onCancelled?: (tx: Executor, before: OrderRow, after: OrderRow) => Promise<void>;
}

const overdue = (row: OrderRow, now: Date) =>
  row.orderStatus === 'pending' &&
  row.paymentMethod !== 'COD' &&
  row.paymentStatus !== 'completed' &&
  row.paymentDueAt !== null &&
  row.paymentDueAt <= now;

/**
 * What the payment comes to once the order is cancelled: refunded when money goes back;
 * cancelled when nothing was paid and nothing will be (cash on delivery, an online order never
 * paid: decision 049); otherwise as it was (a failed attempt stays failed).
 */
function paymentStatusOnCancel(status: PaymentStatus, refundPaise: number): PaymentStatus {
  if (refundPaise > 0) return 'refunded';
  return status === 'pending' ? 'cancelled' : status;
}

/**
 * Cancels an order exactly once: the order row is locked and changed only while still in an
 * allowed status, so of two parallel cancellations one does the work and the other is told the
 * order is already cancelled. The coupon use is given back, the stock restored (for a shipped
 * order, once its parcel is back), the refund recorded by spec §9 (refunds_order_uq keeps it to
 * one) and a tracking event written.
 * Answers the order after, or null when `onlyIfOverdue` found nothing to release.
 */
export async function cancelOrder(db: Executor, request: CancelRequest): Promise<OrderRow | null> {
  let restocked: string[] = [];
  const after = await retryOnCollision(() =>
    db.transaction(async (tx) => {
      const { now } = request;
      const row = await lockOrder(tx, request.orderId, request.userId);
      if (!row) throw orderNotFound();
      if (request.onlyIfOverdue && !overdue(row, now)) return null;
      if (!request.allowed.includes(row.orderStatus)) {
        throw businessRule(
          NOT_CANCELLABLE[row.orderStatus] ??
            `An order that is ${row.orderStatus} cannot be cancelled`,
          ORDER_ERROR_CODES.notCancellable,
        );
      }
      const refundPaise = cancellationRefundPaise(row, request.cancelledBy);
      // A shipped parcel is with the courier: its stock returns to sale when the shop has it
      // back (receiveReturnedParcel), or never if it is lost (decision 048).
      const inTransit = row.orderStatus === 'shipped';
      const after = await updateOrderWhile(tx, row.id, request.allowed, {
        orderStatus: 'cancelled',
        cancelReason: request.reason,
        cancelledAt: now,
        paymentDueAt: null,
        paymentStatus: paymentStatusOnCancel(row.paymentStatus, refundPaise),
        awaitingReturn: inTransit,
      });
      if (!after) throw businessRule(NOT_CANCELLABLE.cancelled!, ORDER_ERROR_CODES.notCancellable);

      // Coupon before stock: the same lock order as placing an order (no deadlock between them).
      await releaseCouponUse(tx, row.id, now);
      if (!inTransit) {
        const items = await findItemsOfOrders(tx, [row.id]);
        await restoreStock(tx, items);
        restocked = items.flatMap((item) => (item.productId ? [item.productId] : []));
      }
      const paid = ((await paymentsByOrder(tx, [row.id])).get(row.id) ?? []).findLast(
        (p) => p.status === 'completed',
      );
      const refundId = newId();
      await insertRefund(tx, {
        id: refundId,
        orderId: row.id,
        paymentId: paid?.id ?? null,
        amountPaise: refundPaise,
        // Nothing was paid (cash on delivery, unpaid online order): nothing to pay back.
        status: refundPaise > 0 ? 'initiated' : 'not_required',
        timeline: refundTimeline(row.paymentMethod),
        reason: request.reason,
      });
      await insertOrderEvent(tx, {
        id: newId(),
        orderId: row.id,
        status: 'cancelled',
        description: request.description ?? `Order cancelled: ${request.reason}`,
        actorUserId: request.actorUserId,
        createdAt: now,
      });
      await issueCreditNoteIfInvoiced(tx, row.id, now);
      const refundDetails = { refundPaise, timeline: refundTimeline(row.paymentMethod) };
      await announceOrderEvent(tx, 'order.cancelled', after, { details: refundDetails });
      // The refund goes back to the original payment method at once: the shopper hears of it.
      if (refundPaise > 0) {
        await announceOrderEvent(tx, 'order.refunded', after, { details: refundDetails });
      }
      await request.onCancelled?.(tx, row, after);
      // The money goes back through the gateway that took it, after every other write: should
      // the gateway refuse, the transaction rolls back and the order stays as it was.
      if (refundPaise > 0 && paid?.providerPaymentId) {
        const { providerRefundId } = await refundThroughGateway(request.payments, {
          providerPaymentId: paid.providerPaymentId,
          amountPaise: refundPaise,
          reference: row.id,
        });
        await markRefundIssued(tx, refundId, providerRefundId);
      }
      return after;
    }),
  );
  // After the commit: the product answers show the units given back, on every replica.
  if (after) stockChanged.announce(db, { productIds: [...new Set(restocked)] });
  return after;
}

/** The gateway's refund; a cancellation that owes money and has no gateway to send it is a bug. */
async function refundThroughGateway(
  payments: PaymentProvider | undefined,
  refund: { providerPaymentId: string; amountPaise: number; reference: string },
): Promise<{ providerRefundId: string }> {
  if (!payments) throw new Error('A paid order was cancelled without its payment gateway');
  return payments.refund(refund);
}
