import { isTransactionCollision } from '../../db/pg-errors';

/**
 * Runs a whole transaction again when the database aborted it as a deadlock victim (possible
 * when two orders' stock updates reach the same products in a different order).
 */
export async function retryOnCollision<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionCollision(error)) throw error;
    }
  }
}
