import { eq } from 'drizzle-orm';
import { type NotificationPreferences, users } from '../../db/schema';
import type { Executor } from '../../db/types';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'language'>>;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Inserts unless the phone is taken (a parallel sign-up won); then answers undefined. */
export async function insertUser(db: Executor, row: NewUser): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return created;
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function updateNotificationPreferences(
  db: Executor,
  id: string,
  preferences: NotificationPreferences,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ notificationPreferences: preferences })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Locks the user's row until the transaction ends: address changes of one user run one by one. */
export async function lockUser(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
