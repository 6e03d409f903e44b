import type { Executor } from './types';

/**
 * A statement built once per database (or transaction) and key, and prepared by name: a query
 * asked on every request (a product page, a signed-in shopper's session and cart) then costs the
 * process no query build and the database no parse and plan. `prepare` ends in drizzle's
 * `.prepare(name)`, and the name must say the key (one name, one text).
 */
export function preparedPer<Key, Query>(prepare: (db: Executor, key: Key) => Query) {
  const prepared = new WeakMap<Executor, Map<Key, Query>>();
  return (db: Executor, key: Key): Query => {
    let byKey = prepared.get(db);
    if (!byKey) prepared.set(db, (byKey = new Map()));
    let query = byKey.get(key);
    if (!query) byKey.set(key, (query = prepare(db, key)));
    return query;
  };
}

/** preparedPer for a statement with no key. */
export function preparedOnce<Query>(prepare: (db: Executor) => Query) {
  const per = preparedPer<null, Query>((db) => prepare(db));
  return (db: Executor): Query => per(db, null);
}
