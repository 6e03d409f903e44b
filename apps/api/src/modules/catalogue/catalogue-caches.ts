import type { Executor } from '../../db/types';
import { catalogueChanged, categoriesChanged, stockChanged } from '../../lib/change-signals';
import { forgetCategoryIndex } from './category-index';
import { forgetProductCounts } from './product-repository';
import { forgetFilterData, forgetProducts } from './product-service';
import { forgetSearchWords } from './search-context';
import { forgetSuggestions } from './search-suggest';

/**
 * After a back-office change, the storefront shows it at once, here and (through the change
 * relay) on every other replica: cached product answers, listing totals and, for category
 * changes, the category index are dropped, and the banners drop category cards of a category
 * switched off. Call it after the transaction commits, with the app's database (the caches are
 * keyed by it), not a transaction.
 */
export function forgetCatalogue(db: Executor, options: { categories?: boolean } = {}): void {
  catalogueChanged.announce(db);
  if (options.categories) categoriesChanged.announce(db);
}

catalogueChanged.listen((db) => {
  forgetProducts(db);
  forgetProductCounts(db);
  forgetFilterData(db);
  forgetSuggestions(db);
  forgetSearchWords(db);
});

categoriesChanged.listen((db) => forgetCategoryIndex(db));

// Stock moved (an order, a cancellation, a release, an adjustment): the answers of the products
// concerned show the new stock on their next read; totals may change with "in stock" filters.
stockChanged.listen((db, change) => {
  forgetProducts(db, change.productIds);
  forgetProductCounts(db);
});
