import type { Executor } from '../db/types';

/**
 * Announcements between modules that may not import each other (the module graph is acyclic:
 * stock and orders cannot import the catalogue that keeps product answers, banners cannot import
 * the catalogue), and between replicas: the writer announces, after its transaction commits,
 * what changed for a database; the modules keeping a copy of it listen (they subscribe once,
 * when their module is loaded). When the app has a relay (plugins/change-broadcast.ts: Redis
 * pub/sub or PostgreSQL LISTEN/NOTIFY), every announcement also reaches the other replicas,
 * whose listeners run as if it had been made there.
 */
export interface Change {
  /** The products concerned; unset: any of them. */
  productIds?: string[];
}

type Listener = (db: Executor, change: Change) => void;

/** Carries one app's announcements to the other replicas. */
export type ChangeRelay = (signal: string, change: Change) => void;

const relays = new WeakMap<object, ChangeRelay>();
const signals = new Map<string, Set<Listener>>();

function changeSignal(name: string) {
  const listeners = new Set<Listener>();
  signals.set(name, listeners);
  return {
    listen(listener: Listener): void {
      listeners.add(listener);
    },
    announce(db: Executor, change: Change = {}): void {
      for (const listener of listeners) listener(db, change);
      relays.get(db)?.(name, change);
    },
  };
}

/** Sends this database's announcements to the other replicas too (undefined: stop). */
export function relayChanges(db: Executor, relay: ChangeRelay | undefined): void {
  if (relay) relays.set(db, relay);
  else relays.delete(db);
}

/** An announcement made by another replica: this process's listeners act on it. */
export function receiveChange(db: Executor, signal: string, change: Change): void {
  for (const listener of signals.get(signal) ?? []) listener(db, change);
}

/** Units of variants changed: an order, a cancellation, a release, a back-office adjustment. */
export const stockChanged = changeSignal('stock');

/** Products, variants or categories were changed in the back office. */
export const catalogueChanged = changeSignal('catalogue');

/** Categories were created, changed or deleted (switched off: their banners are hidden). */
export const categoriesChanged = changeSignal('categories');

/** Banners were changed in the back office. */
export const bannersChanged = changeSignal('banners');
