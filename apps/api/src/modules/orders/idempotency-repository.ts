import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * Claims the key inside the order transaction. A parallel request with the same key waits on
 * the primary key until the first commits (then finds it taken) or rolls back (then takes it).
 */
export async function claimIdempotencyKey(
  tx: Executor,
  row: { userId: string; key: string; requestHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function attachOrderToKey(tx: Executor, userId: string, key: string, orderId: string) {
  await tx
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Removes keys claimed before `before` (housekeeping: a retry comes within minutes, not days). */
export async function deleteKeysCreatedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
