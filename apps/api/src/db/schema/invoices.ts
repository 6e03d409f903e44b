import {
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn } from './columns';
import { orders } from './orders';
import { returnRequests } from './returns';

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/**
 * One counter per kind and financial year (issue 14, decision 015): taking a number is an
 * upsert that locks the row until the transaction ends, so numbers are consecutive with no gap
 * (a rolled-back transaction gives its number back) and never taken twice.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: invoiceKind().notNull(),
    /** "2026-27": April to March. */
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** A GST tax invoice (issued when the order ships) or a credit note (when it is then cancelled). */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: invoiceKind().notNull(),
    /** "BB/26-27/000001" (invoice) or "CN/26-27/000001": at most 16 characters (GST rules). */
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    serial: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Issue 15: the return a credit note is for (null: the invoice, or the credit note of a
     * cancellation). One per return; the order's own invoice and cancellation note stay one each.
     */
    returnId: text().references(() => returnRequests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.returnId} IS NULL`),
    uniqueIndex('invoices_return_uq').on(t.returnId),
  ],
);
