import type { Db } from '../../db/types';
import { invalidateBannerCache } from '../banners/banner-service';
import { forgetCategoryIndex } from '../catalogue/category-index';
import { forgetProductCounts } from '../catalogue/product-repository';
import { forgetProducts } from '../catalogue/product-service';

/**
 * After a back-office change, the storefront of this process shows it at once: cached product
 * answers, listing totals and (for category changes) the category index and category-card
 * banners are dropped. Other replicas catch up within their cache lifetimes (5-60 s).
 * `db` must be the app's database, not a transaction: the caches are keyed by it.
 */
export function forgetCatalogue(db: Db, options: { categories?: boolean } = {}): void {
  forgetProducts(db);
  forgetProductCounts(db);
  if (options.categories) {
    forgetCategoryIndex(db);
    // A category card banner of a category switched off is no longer shown.
    invalidateBannerCache(db);
  }
}
