/** Postgres answers these when two transactions collide; running the work again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a whole transaction again when the database aborted it as a deadlock victim (possible
 * when two orders' stock updates reach the same products in a different order).
 */
export async function retryOnCollision<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}
