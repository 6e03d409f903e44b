import { and, desc, eq, gt, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { preparedOnce } from '../../db/prepared';
import type { Executor } from '../../db/types';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** A session that can still be used: not revoked and not expired (at `now`, or a placeholder). */
const live = (now: Date | Placeholder) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function insertSession(db: Executor, row: NewSession): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The live session of a token hash with its user, in one query: this runs on every signed-in
 * request, so it joins the users table instead of asking the users service a second time, and is
 * prepared once per database (decision 040).
 */
const liveSessionQuery = preparedOnce((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), live(sql.placeholder('now'))))
    .limit(1)
    .prepare('live_session'),
);

export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  // A placeholder's value goes to the driver as given: the instant as the column would send it.
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Records activity unless it was recorded less than `interval` ago (a write at most a minute). */
export async function touchSession(db: Executor, id: string, now: Date, intervalMs: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - intervalMs))));
}

/** A user's live sessions, newest first. */
export function listLiveSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Revokes one live session of the user; false when it is not theirs or already ended. */
export async function revokeSession(db: Executor, userId: string, id: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every live session of the user; answers how many there were. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Removes sessions that expired or were revoked before `before` (housekeeping). */
export async function deleteDeadSessions(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
