import type { PaymentMethod } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import type { ChargeOutcome } from './payment-provider';
import {
  findPaymentByProviderOrder,
  findPaymentsOfOrders,
  insertPayment,
  insertWebhookEvent,
  type PaymentRow,
  settlePendingPayment,
} from './payment-repository';

export type { PaymentRow } from './payment-repository';

/** A hosted checkout was opened for the order: its attempt waits for the payment. */
export function recordCheckout(
  db: Executor,
  input: {
    orderId: string;
    provider: string;
    method: PaymentMethod;
    amountPaise: number;
    providerOrderId: string;
  },
): Promise<PaymentRow> {
  return insertPayment(db, { id: newId(), status: 'pending', ...input });
}

/**
 * Keeps the gateway's answer: it settles the pending hosted-checkout attempt when there is
 * one, else it is a new attempt. Only brand and last 4 of a card are kept.
 */
export async function recordChargeOutcome(
  db: Executor,
  input: { orderId: string; provider: string; method: PaymentMethod; amountPaise: number },
  outcome: ChargeOutcome,
): Promise<PaymentRow> {
  const fields = {
    status: outcome.status,
    method: outcome.method ?? input.method,
    providerPaymentId: outcome.providerPaymentId,
    failureReason: outcome.failureReason,
    cardBrand: outcome.cardBrand,
    cardLast4: outcome.cardLast4,
    upiHandle: outcome.upiHandle,
    bankCode: outcome.bankCode,
  };
  if (outcome.providerOrderId) {
    const settled = await settlePendingPayment(db, input.orderId, outcome.providerOrderId, fields);
    if (settled) return settled;
  }
  return insertPayment(db, {
    id: newId(),
    orderId: input.orderId,
    provider: input.provider,
    amountPaise: input.amountPaise,
    providerOrderId: outcome.providerOrderId,
    ...fields,
  });
}

/** The attempts of each order, oldest first. */
export async function paymentsByOrder(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, PaymentRow[]>> {
  const byOrder = new Map<string, PaymentRow[]>();
  for (const row of await findPaymentsOfOrders(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export function paymentOfProviderOrder(db: Executor, provider: string, providerOrderId: string) {
  return findPaymentByProviderOrder(db, provider, providerOrderId);
}

/** False when the provider already delivered this event (webhooks are retried). */
export function firstDelivery(db: Executor, provider: string, eventId: string): Promise<boolean> {
  return insertWebhookEvent(db, provider, eventId);
}
