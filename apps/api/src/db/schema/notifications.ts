import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { orders } from './orders';

export const notificationChannel = pgEnum('notification_channel', ['email', 'sms']);
export const notificationStatus = pgEnum('notification_status', [
  'pending',
  'sending',
  'sent',
  'failed',
]);

/**
 * The transactional outbox (issue 14, decision 016): a row is written in the same transaction
 * as the order change it announces; the delivery worker sends it later, with retries.
 * `dedupeKey` makes a second announcement of the same event a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    dedupeKey: text().notNull().unique(),
    event: text().notNull(),
    channel: notificationChannel().notNull(),
    recipient: text().notNull(),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    /** What the message needs beyond the order (carrier, refund, failure reason). */
    details: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    status: notificationStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker that claimed the row owns it until then; after it, the row is due again. */
    leaseUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index().on(t.orderId),
  ],
);
