import type { Executor } from '../../db/types';
import { deleteChallengesCreatedBefore } from './otp-repository';
import { DAY_MS } from '../../lib/time';
import { deleteDeadSessions } from './session-repository';

/**
 * Codes are counted for the daily send limit, so they are kept a full day after that window;
 * dead sessions are kept a week so "signed out on another device" stays explainable for a while.
 */
export const CODE_RETENTION_MS = 2 * DAY_MS;
export const DEAD_SESSION_RETENTION_MS = 7 * DAY_MS;

/** Deletes sign-in rows nobody can use any more; returns how many of each went. */
export async function purgeSignInLeftovers(db: Executor, now: Date) {
  const codes = await deleteChallengesCreatedBefore(
    db,
    new Date(now.getTime() - CODE_RETENTION_MS),
  );
  const sessions = await deleteDeadSessions(
    db,
    new Date(now.getTime() - DEAD_SESSION_RETENTION_MS),
  );
  return { codes, sessions };
}
