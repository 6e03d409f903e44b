/**
 * What the app and other features may use from the catalogue: its pages and the data each
 * server-rendered one reads (decision 024), the category menu of the header, links to products
 * and categories, a product as the catalogue has it now (the cart prices a visitor's lines and
 * checks stock with it), and the catalogue's query keys (the back office refreshes them after
 * an edit).
 */
export { useCategoryTree } from './api/get-category-tree';
export { getLiveProductQueryOptions, getProduct } from './api/get-product';
export { bannerKeys, categoryKeys, productKeys } from './catalogue-keys';
export { categoryHref, productHref } from './catalogue-links';
export { SearchBox } from './components/search-box';
export {
  categoryMenuData,
  categoryPageData,
  homePageData,
  productDetailPageData,
  productsPageData,
  type PageAddress,
  type PageData,
} from './page-data';

// Each page is its own chunk, loaded on first visit (decision 007).
export const loadHomePage = () => import('./pages/home-page').then((m) => m.HomePage);
export const loadProductsPage = () => import('./pages/products-page').then((m) => m.ProductsPage);
export const loadProductDetailPage = () =>
  import('./pages/product-detail-page').then((m) => m.ProductDetailPage);
export const loadCategoryPage = () => import('./pages/category-page').then((m) => m.CategoryPage);
export { findCategory } from './category-lookup';
