import type { App } from '../../types';
import { categoryAdminRoutes } from './category-admin-routes';
import { nonReturnableAdminRoutes } from './non-returnable-admin-routes';
import { productAdminRoutes } from './product-admin-routes';
import { searchAdminRoutes } from './search-admin-routes';
import { variantAdminRoutes } from './variant-admin-routes';

/** Issue 7: the back office's catalogue - products, variants, categories (in /api/admin);
 * issue 13: search insights and synonyms. */
export async function catalogueAdminRoutes(app: App) {
  await app.register(productAdminRoutes);
  await app.register(variantAdminRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(searchAdminRoutes);
  await app.register(nonReturnableAdminRoutes);
}
