import { BANNER_CACHE_MS, type Banner, type Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { bannersChanged, categoriesChanged } from '../../lib/change-signals';
import { type BannerRow, findActiveBanners } from './banner-repository';

export function toBanner(row: BannerRow): Banner {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: row.image,
    link: row.link,
    buttonText: row.buttonText,
    displayType: row.displayType,
    order: row.order,
    categoryId: row.categoryId,
    isActive: row.isActive,
  };
}

interface CacheEntry {
  banners: Banner[];
  expiresAt: number;
}

/**
 * spec §9: active banners are cached for 60 s, one entry per language (issue 19). The cache
 * belongs to one database (tests run several apps in one process) and is dropped at once when
 * this process changes a banner; other replicas pick a change up within the 60 s.
 */
const cache = new WeakMap<object, Map<Language, CacheEntry>>();

export async function getActiveBanners(
  db: Executor,
  language: Language,
  now = Date.now(),
): Promise<Banner[]> {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  const hit = entries.get(language);
  if (hit && hit.expiresAt > now) return hit.banners;
  const banners = (await findActiveBanners(db, language)).map(toBanner);
  entries.set(language, { banners, expiresAt: now + BANNER_CACHE_MS });
  return banners;
}

export function invalidateBannerCache(db: Executor): void {
  cache.delete(db);
}

// Every write to banners (back office, here or on another replica) drops the cache, and so
// does a category change: a category card of a category switched off is no longer shown.
bannersChanged.listen(invalidateBannerCache);
categoriesChanged.listen(invalidateBannerCache);
