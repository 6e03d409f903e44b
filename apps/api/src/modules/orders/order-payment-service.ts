import { PAYMENT_ERROR_CODES, type PaymentBody } from '@shop/contracts';
import type { Executor } from '../../db/types';
import type { AppError } from '../../lib/errors';
import { businessRule } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  type ChargeOutcome,
  paymentOfProviderOrder,
  paymentsByOrder,
  type ProviderPaymentNews,
  recordChargeOutcome,
  recordCheckout,
} from '../payments';
import type { OrderContext } from './order-context';
import { orderNotFound } from './order-queries';
import { announceOrderEvent } from '../notifications';
import { insertOrderEvent, lockOrder, type OrderRow, updateOrderWhile } from './order-repository';

const notPayable = (message: string) => businessRule(message, PAYMENT_ERROR_CODES.notPayable);

/** Why an order cannot take a payment now, or null when it can. */
function payableProblem(row: OrderRow, now: Date): AppError | null {
  if (row.paymentMethod === 'COD')
    return notPayable('Cash on delivery orders are paid on delivery');
  if (row.paymentStatus === 'completed') return notPayable('This order has already been paid');
  if (row.orderStatus !== 'pending') return notPayable('This order can no longer be paid');
  if (row.paymentDueAt && row.paymentDueAt <= now) {
    return notPayable('The time to pay for this order has passed. Please place the order again.');
  }
  return null;
}

/** Applies a gateway answer to the locked order: paid confirms it, a decline allows a retry. */
async function applyOutcome(tx: Executor, row: OrderRow, outcome: ChargeOutcome, now: Date) {
  const method = outcome.method ?? row.paymentMethod;
  if (outcome.status === 'completed') {
    await updateOrderWhile(tx, row.id, ['pending'], {
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      paymentMethod: method,
      paymentDueAt: null,
    });
    await insertOrderEvent(tx, {
      id: newId(),
      orderId: row.id,
      status: 'confirmed',
      description: 'Payment received; order confirmed',
      createdAt: now,
    });
    await announceOrderEvent(tx, 'order.confirmed', row);
  } else {
    await updateOrderWhile(tx, row.id, ['pending'], {
      paymentStatus: 'failed',
      paymentMethod: method,
    });
    // Each decline is its own message: the shopper may fail, retry and fail again.
    await announceOrderEvent(tx, 'order.payment_failed', row, {
      details: { reason: outcome.failureReason ?? null },
      occurrence: String(now.getTime()),
    });
  }
}

/**
 * POST /orders/{id}/payment: charges (or verifies) a pending online order's payment. The order
 * row stays locked meanwhile, so two attempts never both charge, and the release of unpaid
 * orders waits. Answers the outcome; a decline is recorded before it is reported.
 */
export async function payOrder(
  ctx: OrderContext,
  input: { orderId: string; userId?: string; details: PaymentBody },
): Promise<ChargeOutcome> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await lockOrder(tx, input.orderId, input.userId);
    if (!row) throw orderNotFound();
    const problem = payableProblem(row, now);
    if (problem) throw problem;
    const attempts = (await paymentsByOrder(tx, [row.id])).get(row.id) ?? [];
    const hosted = attempts.findLast((a) => a.status === 'pending' && a.providerOrderId);
    const outcome = await ctx.payments.charge({
      orderId: row.id,
      amountPaise: row.totalAmount * 100,
      details: input.details,
      providerOrderId: hosted?.providerOrderId ?? null,
      now,
    });
    await recordChargeOutcome(
      tx,
      {
        orderId: row.id,
        provider: ctx.payments.name,
        method: row.paymentMethod,
        amountPaise: row.totalAmount * 100,
      },
      outcome,
    );
    await applyOutcome(tx, row, outcome, now);
    return outcome;
  });
}

/** Opens the hosted checkout of an online order (razorpay); nothing for the simulated one. */
export async function openCheckout(ctx: OrderContext, row: OrderRow): Promise<void> {
  if (row.paymentMethod === 'COD') return;
  const checkout = await ctx.payments.createCheckout({
    orderId: row.id,
    amountPaise: row.totalAmount * 100,
  });
  if (!checkout) return;
  await recordCheckout(ctx.db, {
    orderId: row.id,
    provider: ctx.payments.name,
    method: row.paymentMethod,
    amountPaise: checkout.amountPaise,
    providerOrderId: checkout.providerOrderId,
  });
}

/**
 * Settles a hosted payment from the provider's webhook, once: an order already paid is left
 * alone. Answers what happened, for the log ('unknown' when no such provider order exists;
 * 'not-pending' for a payment that arrived after the order was cancelled - refunded by hand).
 */
export async function settleProviderPayment(
  db: Executor,
  news: ProviderPaymentNews,
  now: Date,
): Promise<'unknown' | 'already-paid' | 'not-pending' | 'confirmed' | 'failed'> {
  return db.transaction(async (tx) => {
    const attempt = await paymentOfProviderOrder(tx, news.provider, news.providerOrderId);
    if (!attempt) return 'unknown';
    const row = await lockOrder(tx, attempt.orderId);
    if (!row) return 'unknown';
    if (row.paymentStatus === 'completed') return 'already-paid';
    const outcome: ChargeOutcome = {
      status: news.status,
      method: null,
      providerOrderId: news.providerOrderId,
      providerPaymentId: news.providerPaymentId,
      failureReason: news.failureReason,
      cardBrand: news.cardBrand,
      cardLast4: news.cardLast4,
      upiHandle: null,
      bankCode: null,
    };
    await recordChargeOutcome(
      tx,
      {
        orderId: row.id,
        provider: news.provider,
        method: row.paymentMethod,
        amountPaise: attempt.amountPaise,
      },
      outcome,
    );
    if (row.orderStatus !== 'pending') return 'not-pending';
    await applyOutcome(tx, row, outcome, now);
    return news.status === 'completed' ? 'confirmed' : 'failed';
  });
}
