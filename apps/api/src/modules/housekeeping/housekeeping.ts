import type { Executor } from '../../db/types';
import { repeatWhileUp } from '../../lib/repeat-while-up';
import type { App } from '../../types';
import { purgeSignInLeftovers } from '../auth';
import { forgetOldIdempotencyKeys } from '../orders';

/** One sweep over the tables that only grow: old codes, dead sessions, old Idempotency-Keys. */
export async function sweepLeftovers(db: Executor, now: Date) {
  const signIn = await purgeSignInLeftovers(db, now);
  const idempotencyKeys = await forgetOldIdempotencyKeys(db, now);
  return { ...signIn, idempotencyKeys };
}

/**
 * Runs the sweep every HOUSEKEEPING_INTERVAL_MINUTES (0: never), on one replica at a time (the
 * sweep's advisory lock); the deletes are idempotent, so an overlap would only find less.
 */
export async function housekeeping(app: App) {
  repeatWhileUp(
    app,
    'housekeeping',
    app.config.HOUSEKEEPING_INTERVAL_MINUTES * 60_000,
    async () => {
      const removed = await sweepLeftovers(app.db, new Date());
      app.log.info({ removed }, 'housekeeping sweep');
    },
    'housekeeping sweep failed',
  );
}
