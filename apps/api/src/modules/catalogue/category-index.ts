import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { listAllCategoryRefs, type CategoryRef } from './product-repository';

/**
 * Every category's id, slug, parent and active flag, kept in memory for 5 s. Listing requests
 * resolve slugs and hide inactive categories from it instead of asking the database twice per
 * request. A category switched off shows within 5 s (at once in the process that did it, once
 * the back office calls forgetCategoryIndex).
 */
export interface CategoryIndex {
  find(idOrSlug: string): CategoryRef | undefined;
  hiddenIds: string[];
}

const REFRESH_MS = 5_000;
const indexes = new WeakMap<object, TtlCache<Promise<CategoryIndex>>>();

function cacheFor(db: Executor): TtlCache<Promise<CategoryIndex>> {
  let cache = indexes.get(db);
  if (!cache) indexes.set(db, (cache = new TtlCache<Promise<CategoryIndex>>(REFRESH_MS, 1)));
  return cache;
}

async function buildIndex(db: Executor): Promise<CategoryIndex> {
  const refs = await listAllCategoryRefs(db);
  const byKey = new Map<string, CategoryRef>();
  for (const ref of refs) {
    byKey.set(ref.id, ref);
    byKey.set(ref.slug.toLowerCase(), ref);
  }
  return {
    // Slugs are matched case-insensitively (issue 20): /categories/MEN is /categories/men.
    find: (idOrSlug) => byKey.get(idOrSlug) ?? byKey.get(idOrSlug.toLowerCase()),
    hiddenIds: refs.filter((ref) => !ref.isActive).map((ref) => ref.id),
  };
}

export function getCategoryIndex(db: Executor): Promise<CategoryIndex> {
  const cache = cacheFor(db);
  const hit = cache.get('index');
  if (hit) return hit;
  // Concurrent requests share one load; a failed load is not kept.
  const loading = buildIndex(db);
  cache.set('index', loading);
  loading.catch(() => cache.clear());
  return loading;
}

export function forgetCategoryIndex(db: Executor): void {
  indexes.get(db)?.clear();
}
