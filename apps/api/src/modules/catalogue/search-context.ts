import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { synonymIndex, type SynonymIndex } from './product-search';
import {
  listCatalogueBrands,
  listCatalogueColours,
  listCategoryNames,
  listSynonymGroups,
  type CategoryName,
} from './search-repository';

/**
 * What search understanding reads on every request, kept in memory: the synonym groups (30 s,
 * at once in the process where the owner edits them) and the catalogue's colour names (60 s;
 * a brand-new colour is understood within a minute).
 */
const SYNONYMS_MS = 30_000;
const COLOURS_MS = 60_000;

/** Brands and category names for suggestions: a new brand is suggested within a minute. */
export interface SuggestionVocabulary {
  brands: string[];
  categories: CategoryName[];
}

interface Caches {
  synonyms: TtlCache<Promise<SynonymIndex>>;
  colours: TtlCache<Promise<string[]>>;
  vocabulary: TtlCache<Promise<SuggestionVocabulary>>;
}
const caches = new WeakMap<object, Caches>();

function cachesFor(db: Executor): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      synonyms: new TtlCache(SYNONYMS_MS, 1),
      colours: new TtlCache(COLOURS_MS, 1),
      vocabulary: new TtlCache(COLOURS_MS, 1),
    };
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

export function getSuggestionVocabulary(db: Executor): Promise<SuggestionVocabulary> {
  return shared(cachesFor(db).vocabulary, async () => {
    const [brands, categories] = await Promise.all([
      listCatalogueBrands(db),
      listCategoryNames(db),
    ]);
    return { brands, categories };
  });
}

/** After the owner edits the synonyms (in this process; others within 30 s). */
export function forgetSynonyms(db: Executor): void {
  caches.get(db)?.synonyms.clear();
}
