/**
 * The catalogue: categories, products and variants, listing, filters and search for shoppers,
 * and the back office's catalogue routes. toAdminVariant is the variant as the back office
 * shows it, handed to the stock routes (stock cannot import the catalogue, which imports it).
 */
export { categoryRoutes } from './category-routes';
export { productRoutes } from './product-routes';
export { searchRoutes } from './search-routes';
export { catalogueAdminRoutes } from './catalogue-admin-routes';
export { toAdminVariant } from './catalogue-admin-mapper';
