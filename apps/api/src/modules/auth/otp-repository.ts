import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpChallenges } from '../../db/schema';
import type { Executor } from '../../db/types';
import { OTP_MAX_ATTEMPTS } from './otp-rules';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

/**
 * Serialises sends to one phone until the transaction ends, across replicas, so two requests
 * in the same instant cannot both pass the cooldown and the hourly limit.
 */
export async function lockPhoneForSending(tx: Executor, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${phone}`}, 0))`);
}

/** When codes were sent to a phone since `since`, newest first (a day holds at most 10). */
export async function listSendTimes(tx: Executor, phone: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Forgets a phone's challenges older than the longest limit window. */
export async function deleteChallengesBefore(tx: Executor, phone: string, before: Date) {
  await tx
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), lt(otpChallenges.createdAt, before)));
}

/** A new send makes every earlier code of the phone unusable. */
export async function supersedeActiveChallenges(tx: Executor, phone: string, now: Date) {
  await tx
    .update(otpChallenges)
    .set({ supersededAt: now })
    .where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
      ),
    );
}

export async function insertChallenge(tx: Executor, row: NewOtpChallenge): Promise<void> {
  await tx.insert(otpChallenges).values(row);
}

/** A send the SMS provider refused never happened: it burns no quota and no cooldown. */
export async function deleteChallenge(db: Executor, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/** The one code of a phone that can still be used: the newest, unless consumed or superseded. */
export async function findActiveChallenge(
  db: Executor,
  phone: string,
): Promise<OtpChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/**
 * Counts a wrong try in one conditional statement, so parallel guesses cannot exceed the limit.
 * Returns the tries used, or undefined when the code was already burned or used.
 */
export async function recordWrongAttempt(db: Executor, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts;
}

/** Uses the code up; false when a parallel request used, burned or superseded it first. */
export async function consumeChallenge(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Removes every challenge created before `before`, whatever its phone (housekeeping). */
export async function deleteChallengesCreatedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.createdAt, before))
    .returning({ id: otpChallenges.id });
  return rows.length;
}
