import type { Executor } from '../../db/types';
import type { App } from '../../types';
import { purgeSignInLeftovers } from '../auth/sign-in-housekeeping';
import { forgetOldIdempotencyKeys } from '../orders/order-housekeeping';

/** One sweep over the tables that only grow: old codes, dead sessions, old Idempotency-Keys. */
export async function sweepLeftovers(db: Executor, now: Date) {
  const signIn = await purgeSignInLeftovers(db, now);
  const idempotencyKeys = await forgetOldIdempotencyKeys(db, now);
  return { ...signIn, idempotencyKeys };
}

/**
 * Runs the sweep every HOUSEKEEPING_INTERVAL_MINUTES (0: never). Each replica may run it: the
 * deletes are idempotent, so two sweeps at once only find less to delete.
 */
export async function housekeeping(app: App) {
  const minutes = app.config.HOUSEKEEPING_INTERVAL_MINUTES;
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepLeftovers(app.db, new Date())
        .then((removed) => app.log.info({ removed }, 'housekeeping sweep'))
        .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping sweep failed'))
        .finally(() => {
          running = false;
        });
    }, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
