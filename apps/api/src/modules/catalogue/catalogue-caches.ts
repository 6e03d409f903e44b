import type { Db } from '../../db/types';
import { categoriesChanged, stockChanged } from '../../lib/change-signals';
import { forgetCategoryIndex } from './category-index';
import { forgetProductCounts } from './product-repository';
import { forgetProducts } from './product-service';

/**
 * After a back-office change, the storefront of this process shows it at once: cached product
 * answers, listing totals and (for category changes) the category index are dropped, and the
 * change is announced so the banners drop category cards of a category switched off. Other
 * replicas catch up within their cache lifetimes (5-60 s).
 * `db` must be the app's database, not a transaction: the caches are keyed by it.
 */
export function forgetCatalogue(db: Db, options: { categories?: boolean } = {}): void {
  forgetProducts(db);
  forgetProductCounts(db);
  if (options.categories) {
    forgetCategoryIndex(db);
    categoriesChanged.announce(db);
  }
}

// A stock adjustment (stock module) changes what product answers show.
stockChanged.listen((db) => {
  forgetProducts(db);
  forgetProductCounts(db);
});
