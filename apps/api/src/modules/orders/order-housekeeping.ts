import type { Executor } from '../../db/types';
import { deleteKeysCreatedBefore } from './idempotency-repository';

/** A client retries a lost answer within minutes; a day is ample before a key is forgotten. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;

export function forgetOldIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  return deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
}
