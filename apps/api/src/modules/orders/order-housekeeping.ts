import type { Executor } from '../../db/types';
import { DAY_MS } from '../../lib/time';
import { deleteKeysCreatedBefore } from './idempotency-repository';

/** A client retries a lost answer within minutes; a day is ample before a key is forgotten. */
export const IDEMPOTENCY_KEY_RETENTION_MS = DAY_MS;

export function forgetOldIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  return deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
}
