import type { FastifyInstance } from 'fastify';
import { sweepLock } from '../db/sweep-lock';

/**
 * Runs `task` every `intervalMs` while the app is up (0 or less: never): the timer starts on
 * onReady, so building an app for a test or a script starts nothing, stops on close, and is
 * unref'd so it never keeps the process alive. A run still going when the next is due is
 * skipped rather than stacked. A failure is logged with `failure` and the next run goes ahead.
 * With several replicas on one PostgreSQL, only the one holding the sweep's advisory lock
 * (`name`, db/sweep-lock.ts) runs it, so each sweep runs once per interval, not once per replica.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
  failure: string,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const lock = sweepLock(app.database, name);
  const runIfLeader = async () => {
    if (!(await lock.hold())) return;
    // The cluster test counts these lines: one replica per sweep.
    app.log.info({ sweep: name }, 'sweep ran');
    await task();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runIfLeader()
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await lock.release();
  });
}
