import {
  type AdminReturnList,
  type AdminReturnActionBodySchema,
  type AdminReturnListQuerySchema,
  dayInIndia,
  formatPaise,
  formatShortDateIN,
  RETURN_ACTIONS,
  RETURN_PICKUP_DAYS_AHEAD,
  refundTimeline,
  type ReturnAction,
  type ReturnRequest,
  type ReturnStatus,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { businessRule, invalidData } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import { issueReturnCreditNote } from '../invoices';
import { markOrderRefunded } from '../orders';
import { type PaymentProvider, paymentsByOrder } from '../payments';
import { receiveReturnedStock } from '../stock';
import { recordReturnStep, returnNumber } from './return-events';
import {
  everyUnitRefunded,
  findLinesOf,
  findReturn,
  findReturnsPage,
  lockOrderForReturn,
  lockReturn,
  type NewReturnRow,
  updateReturnWhile,
} from './return-repository';
import {
  present,
  RETURN_ERROR_CODES,
  releaseExchange,
  returnNotFound,
} from './return-request-service';

type ActionBody = z.output<typeof AdminReturnActionBodySchema>;

/** The owner's queue: newest first, by status and kind (GET /api/admin/returns). */
export async function listReturnsForAdmin(
  db: Db,
  query: z.output<typeof AdminReturnListQuerySchema>,
): Promise<AdminReturnList> {
  const { rows, total } = await findReturnsPage(
    db,
    { status: query.status, kind: query.kind, orderId: query.orderId },
    pageOf(query),
  );
  const requests = await present(
    db,
    rows.map((row) => row.request),
  );
  return {
    returns: requests.map((request, i) => ({
      ...request,
      customerName: rows[i]!.customerName,
    })),
    pagination: paginationOf(query, total),
  };
}

const required = (field: string, message: string) =>
  invalidData(message, [{ path: `body.${field}`, message }]);

/** A pickup is booked for today in India or a later day: a courier's slots are days away. */
function checkPickupDate(date: string, now: Date) {
  if (date < dayInIndia(now)) throw required('pickupDate', 'The pickup date cannot be in the past');
  if (date > dayInIndia(now, RETURN_PICKUP_DAYS_AHEAD)) {
    throw required('pickupDate', `Choose a pickup date within ${RETURN_PICKUP_DAYS_AHEAD} days`);
  }
}

/**
 * One step of the owner's (POST /api/admin/returns/:id/:action), under the request's row lock
 * and changed only while still in a status the step starts from (RETURN_ACTIONS): a step that
 * does not follow is refused (422), and a parallel second attempt finds the status moved on,
 * so units are restocked once and refunded once. A refund calls the gateway inside the
 * transaction: if it refuses, nothing changes.
 */
export async function advanceReturn(
  db: Db,
  payments: PaymentProvider,
  input: { id: string; action: ReturnAction; body: ActionBody; actorUserId: string; now: Date },
): Promise<ReturnRequest> {
  const { action, body, now, actorUserId } = input;
  const step: { from: readonly ReturnStatus[]; to: ReturnStatus } = RETURN_ACTIONS[action];
  let touched: string[] = [];
  const row = await db.transaction(async (tx) => {
    const found = await findReturn(tx, input.id);
    if (!found) throw returnNotFound();
    // The order first, then the request, as the shopper's side does.
    const order = await lockOrderForReturn(tx, found.orderId);
    const request = await lockReturn(tx, input.id);
    if (!order || !request) throw returnNotFound();
    if (!step.from.includes(request.status)) {
      throw businessRule(
        `A request that is ${request.status.replace('_', ' ')} cannot be moved to ${step.to.replace('_', ' ')}`,
        RETURN_ERROR_CODES.invalidTransition,
      );
    }
    const lines = await findLinesOf(tx, [request.id]);
    const isExchange = lines.some((line) => line.kind === 'exchange');
    const changes: Partial<NewReturnRow> = { status: step.to, updatedAt: now };
    let description: string;
    let refunded = false;
    switch (action) {
      case 'approve':
        description = 'Approved: we will arrange the pickup';
        break;
      case 'reject':
        if (!body.reason) throw required('reason', 'Say why the request is rejected');
        changes.decisionReason = body.reason;
        description = `Rejected: ${body.reason}`;
        touched = await releaseExchange(tx, request.id);
        break;
      case 'schedule_pickup':
        if (!body.pickupDate) throw required('pickupDate', 'Choose the pickup date');
        checkPickupDate(body.pickupDate, now);
        description = `Pickup scheduled for ${formatShortDateIN(`${body.pickupDate}T12:00:00+05:30`)} from ${request.pickupAddress.city} ${request.pickupAddress.pincode}`;
        break;
      case 'picked_up':
        description = 'Picked up from you';
        break;
      case 'received':
        description = 'Received at our warehouse';
        break;
      case 'qc_passed': {
        description = isExchange
          ? 'Quality check passed: your exchange ships next'
          : 'Quality check passed: your refund is next';
        // Good condition: the units go back on the shelf, once (the status moved on).
        await receiveReturnedStock(
          tx,
          actorUserId,
          lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
          `Return ${returnNumber(request.id)} received in good condition`,
        );
        touched = lines.flatMap((line) => (line.productId ? [line.productId] : []));
        break;
      }
      case 'qc_failed':
        if (!body.reason) throw required('reason', 'Say what the quality check found');
        changes.decisionReason = body.reason;
        description = `Quality check failed: ${body.reason}. The item will be sent back to you`;
        touched = await releaseExchange(tx, request.id);
        break;
      case 'refund': {
        if (isExchange) {
          throw businessRule(
            'An exchange is shipped, not refunded',
            RETURN_ERROR_CODES.invalidTransition,
          );
        }
        const amountPaise = request.goodsRefundPaise + request.feesRefundPaise;
        if (request.refundMethod === 'original') {
          const paid = ((await paymentsByOrder(tx, [order.id])).get(order.id) ?? []).findLast(
            (payment) => payment.status === 'completed' && payment.providerPaymentId,
          );
          if (!paid?.providerPaymentId) {
            throw businessRule('This order has no completed online payment to refund');
          }
          const { providerRefundId } = await payments.refund({
            providerPaymentId: paid.providerPaymentId,
            amountPaise,
            reference: request.id,
          });
          changes.refundReference = providerRefundId;
          description = `Refund of ${formatPaise(amountPaise)} issued to your original payment method; it reaches you in ${refundTimeline(order.paymentMethod)}`;
        } else {
          // Cash on delivery: the owner pays out by UPI or bank transfer and records its reference.
          // The shopper is told it to trace the money with their bank, so it is never made up.
          const reference = body.reference;
          if (!reference) {
            throw required('reference', 'Enter the transfer reference (UTR) of the payout');
          }
          changes.refundReference = reference;
          description = `Refund of ${formatPaise(amountPaise)} paid to ${request.refundTo} (reference ${reference})`;
        }
        // The payout is made: only the masked destination stays.
        Object.assign(changes, {
          refundedAt: now,
          payoutUpiId: null,
          payoutAccountNumber: null,
          payoutIfsc: null,
          payoutHolderName: null,
        });
        await issueReturnCreditNote(tx, order.id, request.id, now);
        refunded = true;
        break;
      }
      case 'ship_exchange':
        if (!isExchange) {
          throw businessRule(
            'A return is refunded, not exchanged',
            RETURN_ERROR_CODES.invalidTransition,
          );
        }
        if (!body.carrier || !body.trackingNumber) {
          throw required(
            'trackingNumber',
            'Carrier and tracking number are needed to ship the exchange',
          );
        }
        changes.exchangeCarrier = body.carrier;
        changes.exchangeTrackingNumber = body.trackingNumber;
        description = `Exchange shipped with ${body.carrier} (tracking number ${body.trackingNumber}): ${lines.map((line) => `${line.name} in size ${line.exchangeSize}`).join(', ')}`;
        break;
    }
    if (body.note) description = `${description}. ${body.note}`;
    const after = await updateReturnWhile(tx, request.id, step.from, changes);
    if (!after)
      throw businessRule(
        'This request has just changed: reload it',
        RETURN_ERROR_CODES.invalidTransition,
      );
    if (refunded && (await everyUnitRefunded(tx, order.id))) {
      await markOrderRefunded(tx, order.id, now);
    }
    await recordReturnStep(tx, {
      request: after,
      order,
      status: step.to,
      description,
      actorUserId,
      now,
    });
    await recordAudit(tx, {
      actorUserId,
      action: `return.${action}`,
      entity: 'return',
      entityId: request.id,
      before: { status: request.status },
      after: { status: after.status, reference: after.refundReference },
    });
    return after;
  });
  if (touched.length > 0) stockChanged.announce(db, { productIds: [...new Set(touched)] });
  return (await present(db, [row]))[0]!;
}
