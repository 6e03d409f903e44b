import { and, asc, eq, inArray } from 'drizzle-orm';
import { payments, paymentWebhookEvents } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export async function insertPayment(db: Executor, row: NewPaymentRow): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not recorded');
  return created;
}

/** Settles the pending attempt of a hosted checkout; undefined when there is none pending. */
export async function settlePendingPayment(
  db: Executor,
  orderId: string,
  providerOrderId: string,
  changes: Partial<NewPaymentRow>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set(changes)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.providerOrderId, providerOrderId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Every attempt of these orders, oldest first. */
export function findPaymentsOfOrders(db: Executor, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function findPaymentByProviderOrder(
  db: Executor,
  provider: string,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

/** Records a webhook event id; false when it was seen before (a redelivery). */
export async function insertWebhookEvent(
  db: Executor,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}
