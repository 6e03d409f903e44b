import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { banners, categories } from '../../db/schema';
import type { Executor } from '../../db/types';

export type BannerRow = typeof banners.$inferSelect;

/**
 * Active banners in display order. A category card whose category is inactive is left out:
 * it would lead to an empty page.
 */
export function findActiveBanners(db: Executor): Promise<BannerRow[]> {
  return db
    .select({ banner: banners })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.categoryId))
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.categoryId), eq(categories.isActive, true)),
      ),
    )
    .orderBy(asc(banners.order), asc(banners.createdAt))
    .then((rows) => rows.map((row) => row.banner));
}
