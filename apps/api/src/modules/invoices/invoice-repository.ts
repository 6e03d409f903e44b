import { and, eq, isNull, sql } from 'drizzle-orm';
import { invoiceSeries, invoices, orderItems, orders, refunds } from '../../db/schema';
import type { Executor } from '../../db/types';

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceKind = InvoiceRow['kind'];

/**
 * The next serial of a series, taken inside the caller's transaction: the upsert locks the
 * series row until commit, so parallel shipments queue here and get consecutive numbers.
 */
export async function takeSerial(
  tx: Executor,
  kind: InvoiceKind,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.kind, invoiceSeries.financialYear],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice series not updated');
  return row.lastNumber;
}

export async function insertInvoice(tx: Executor, row: typeof invoices.$inferInsert) {
  const [created] = await tx.insert(invoices).values(row).returning();
  if (!created) throw new Error('invoice not inserted');
  return created;
}

export async function findInvoice(db: Executor, orderId: string, kind: InvoiceKind) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.returnId)))
    .limit(1);
  return row;
}

/** The credit note of one return (issue 15). */
export async function findReturnCreditNote(db: Executor, returnId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.returnId, returnId)).limit(1);
  return row;
}

/** An order and its lines as the invoice shows them (reads of the orders' tables). */
export async function findOrderForInvoice(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { order, items };
}
export type OrderForInvoice = NonNullable<Awaited<ReturnType<typeof findOrderForInvoice>>>;

/**
 * What the cancellation of an order paid back, in paise, and whether anything had been paid
 * ('not_required': cash on delivery, an unpaid online order). None before it is cancelled.
 */
export async function findCancellationRefund(db: Executor, orderId: string) {
  const [row] = await db
    .select({ amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .limit(1);
  return row;
}
