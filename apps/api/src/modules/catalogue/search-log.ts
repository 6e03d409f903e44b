import type { Executor } from '../../db/types';
import { addSearchCounts, type SearchCount } from './search-log-repository';

/**
 * What shoppers search, for the owner (decision 018): the query text and how many products it
 * found - never who searched. Counts gather in memory and are written every few seconds in one
 * statement, so a popular search is not a row every request waits to lock; a crash loses at
 * most those seconds of counts. Text that looks personal (a phone number, an e-mail) is not kept.
 */
const FLUSH_MS = 5_000;
const MAX_PENDING = 1_000;
const WRITE_SLICE = 100;

interface Pending {
  counts: Map<string, SearchCount>;
  timer: NodeJS.Timeout;
}
const pendingByDb = new WeakMap<object, Pending>();

/** The query as the owner reads it: lower case, single spaces; null when not to be kept. */
export function loggedQuery(text: string | undefined): string | null {
  const query = (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
  if (!query || /\d{6,}|@/.test(query.replace(/[\s-]/g, ''))) return null;
  return query;
}

export function recordSearch(db: Executor, text: string | undefined, results: number): void {
  const query = loggedQuery(text);
  if (!query) return;
  let pending = pendingByDb.get(db);
  if (!pending) {
    const timer = setInterval(() => void flushSearchLog(db).catch(() => undefined), FLUSH_MS);
    timer.unref();
    pending = { counts: new Map(), timer };
    pendingByDb.set(db, pending);
  }
  const known = pending.counts.get(query);
  if (known) {
    known.searches += 1;
    known.results = results;
  } else if (pending.counts.size < MAX_PENDING) {
    pending.counts.set(query, { query, searches: 1, results });
  }
}

/** Writes this process's gathered counts (the timer, the owner's report and shutdown call it). */
export async function flushSearchLog(db: Executor): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending || pending.counts.size === 0) return;
  const counts = [...pending.counts.values()];
  pending.counts = new Map();
  // In slices, one statement each: on PGlite searches wait for whatever statement runs, and a
  // slice takes a few milliseconds where the whole of a busy 5 s took 70-140 ms (decision 042).
  for (let start = 0; start < counts.length; start += WRITE_SLICE) {
    await addSearchCounts(db, counts.slice(start, start + WRITE_SLICE));
  }
}

/** At shutdown: the last counts are written and the timer stops. */
export async function stopSearchLog(db: Executor): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending) return;
  clearInterval(pending.timer);
  await flushSearchLog(db);
  pendingByDb.delete(db);
}
