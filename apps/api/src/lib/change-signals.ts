import type { Db } from '../db/types';

/**
 * Tiny in-process announcements between modules that may not import each other (the module
 * graph is acyclic: stock cannot import the catalogue that imports it, banners cannot import
 * the catalogue). The writer announces what changed for a database; the modules keeping a
 * copy of it listen - they subscribe once, when their module is loaded. Other replicas catch
 * up within their cache lifetimes.
 */
type Listener = (db: Db) => void;

function changeSignal() {
  const listeners = new Set<Listener>();
  return {
    listen(listener: Listener): void {
      listeners.add(listener);
    },
    announce(db: Db): void {
      for (const listener of listeners) listener(db);
    },
  };
}

/** The stock of existing variants was changed by hand (back-office stock adjustments). */
export const stockChanged = changeSignal();

/** Categories were created, changed or deleted (switched off: their banners are hidden). */
export const categoriesChanged = changeSignal();
