import { and, eq, inArray, sql } from 'drizzle-orm';
import { notifications, orderItems, orders, refunds, users } from '../../db/schema';
import type { Executor } from '../../db/types';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * Writes the messages; one already written for the same event (dedupe key) is left alone.
 * created_at is the wall clock, not now() (the transaction's start): two events of one
 * transaction - placed and paid, cancelled and refunded - stay in the order they were written.
 */
export async function insertNotifications(tx: Executor, rows: NewNotificationRow[]) {
  if (rows.length === 0) return;
  const written = rows.map((row) => ({ ...row, createdAt: sql`clock_timestamp()` }));
  await tx.insert(notifications).values(written).onConflictDoNothing({
    target: notifications.dedupeKey,
  });
}

/** Who an order's messages go to, and what they asked for (a read of the users' table). */
export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      preferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Claims up to `limit` due messages for this worker: pending ones whose time has come, and
 * ones another worker claimed but whose lease ran out (it stopped mid-delivery). SKIP LOCKED
 * lets replicas claim side by side without waiting on each other or taking the same row.
 */
export async function claimDueNotifications(
  db: Executor,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.status, ['pending', 'sending']),
        sql`${notifications.nextAttemptAt} <= ${now}`,
        sql`(${notifications.leaseUntil} IS NULL OR ${notifications.leaseUntil} <= ${now})`,
      ),
    )
    .orderBy(notifications.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(notifications)
      .set({
        status: 'sending',
        attempts: sql`${notifications.attempts} + 1`,
        leaseUntil,
      })
      .where(inArray(notifications.id, due))
      .returning()
      // RETURNING keeps no order: an order's messages go out in the order they were written.
      .then((rows) =>
        rows.sort(
          (a, b) =>
            a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime() ||
            a.id.localeCompare(b.id),
        ),
      )
  );
}

/** Sent: only by the worker that still holds the claim (same attempt number). */
export async function markNotificationSent(db: Executor, row: NotificationRow, now: Date) {
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(notifications.id, row.id), eq(notifications.attempts, row.attempts)));
}

/** A failed attempt: due again at `retryAt`, or given up on (`retryAt` null). */
export async function markNotificationFailed(
  db: Executor,
  row: NotificationRow,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(notifications)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? row.nextAttemptAt,
      leaseUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(and(eq(notifications.id, row.id), eq(notifications.attempts, row.attempts)));
}

/** An order as its messages tell it (reads of the orders' tables; the orders module writes them). */
export async function findOrderForMessage(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const [items, [refund], [shopper]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).limit(1),
    // The shopper's language when the message goes out (issue 19): a change made on the
    // profile after the order applies to the messages still to come.
    db.select({ language: users.language }).from(users).where(eq(users.id, order.userId)).limit(1),
  ]);
  return { order, items, refund, language: shopper?.language ?? 'en' };
}
export type OrderForMessage = NonNullable<Awaited<ReturnType<typeof findOrderForMessage>>>;
