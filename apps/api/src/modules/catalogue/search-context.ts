import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { synonymIndex, type SynonymIndex } from './product-search';
import { listCatalogueColours, listSynonymGroups } from './search-repository';

/**
 * What search understanding reads on every request, kept in memory: the synonym groups (30 s,
 * at once in the process where the owner edits them) and the catalogue's colour names (60 s;
 * a brand-new colour is understood within a minute).
 */
const SYNONYMS_MS = 30_000;
const COLOURS_MS = 60_000;

const caches = new WeakMap<
  object,
  { synonyms: TtlCache<Promise<SynonymIndex>>; colours: TtlCache<Promise<string[]>> }
>();

function cachesFor(db: Executor) {
  let found = caches.get(db);
  if (!found) {
    found = { synonyms: new TtlCache(SYNONYMS_MS, 1), colours: new TtlCache(COLOURS_MS, 1) };
    caches.set(db, found);
  }
  return found;
}

function shared<V>(cache: TtlCache<Promise<V>>, load: () => Promise<V>): Promise<V> {
  const hit = cache.get('all');
  if (hit) return hit;
  // Concurrent requests share one load; a failed load is not kept.
  const loading = load();
  cache.set('all', loading);
  loading.catch(() => cache.clear());
  return loading;
}

export function getSynonyms(db: Executor): Promise<SynonymIndex> {
  return shared(cachesFor(db).synonyms, async () => synonymIndex(await listSynonymGroups(db)));
}

export function getCatalogueColours(db: Executor): Promise<string[]> {
  return shared(cachesFor(db).colours, () => listCatalogueColours(db));
}
