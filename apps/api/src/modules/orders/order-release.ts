import type { Executor } from '../../db/types';
import { repeatWhileUp } from '../../lib/repeat-while-up';
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
 * Runs the release every `intervalSeconds` while the app is up (0: never), on one replica at a
 * time (the sweep's advisory lock); the per-order lock would make a second run a no-op anyway.
 */
export function scheduleUnpaidOrderRelease(app: App, intervalSeconds: number) {
  repeatWhileUp(
    app,
    'unpaid-orders',
    intervalSeconds * 1000,
    async () => {
      const ids = await releaseUnpaidOrders(app.db);
      if (ids.length > 0) app.log.info({ orders: ids }, 'released unpaid orders');
    },
    'unpaid order release failed',
  );
}
