import type { Executor } from '../../db/types';
import type { App } from '../../types';
import { cancelOrder } from './order-cancellation';
import { findOverdueUnpaidOrders } from './order-repository';

export const RELEASE_REASON = 'Payment not completed in time';

/**
 * Cancels online orders still unpaid after their payment window, giving their stock and coupon
 * use back exactly once (the cancellation re-checks under the order's lock, so an order paid
 * meanwhile is left alone). `now` is a parameter so tests can move the clock.
 */
export async function releaseUnpaidOrders(
  db: Executor,
  now: Date = new Date(),
  batch = 100,
): Promise<string[]> {
  const released: string[] = [];
  for (const orderId of await findOverdueUnpaidOrders(db, now, batch)) {
    const after = await cancelOrder(db, {
      orderId,
      reason: RELEASE_REASON,
      allowed: ['pending'],
      actorUserId: null,
      now,
      description: 'Cancelled: payment was not completed in time',
      onlyIfOverdue: true,
    });
    if (after) released.push(orderId);
  }
  return released;
}

/**
 * Runs the release every `intervalSeconds` while the app is up (0: never). Every replica may
 * run it: the per-order lock makes a second run a no-op.
 */
export function scheduleUnpaidOrderRelease(app: App, intervalSeconds: number) {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      releaseUnpaidOrders(app.db)
        .then((ids) => {
          if (ids.length > 0) app.log.info({ orders: ids }, 'released unpaid orders');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'unpaid order release failed'))
        .finally(() => {
          running = false;
        });
    }, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
