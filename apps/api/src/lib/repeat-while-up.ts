import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` while the app is up (0 or less: never): the timer starts on
 * onReady, so building an app for a test or a script starts nothing, stops on close, and is
 * unref'd so it never keeps the process alive. A run still going when the next is due is
 * skipped rather than stacked. A failure is logged with `failure` and the next run goes ahead.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
  failure: string,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
