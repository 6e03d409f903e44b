import { matchPath } from 'react-router';
/** The app's pages, each a lazy chunk (decision 007), and which of them the server renders. */
import { loadProfilePage } from '@/features/account';
import { loadAdminApp } from '@/features/admin';
import { loadLoginPage, loadSignupPage } from '@/features/auth';
import { loadCartPage } from '@/features/cart';
import {
  loadCategoryPage,
  loadHomePage,
  loadProductDetailPage,
  loadProductsPage,
} from '@/features/catalogue';
import { loadCheckoutPage } from '@/features/checkout';
import { loadOrderConfirmationPage, loadOrderDetailPage, loadOrdersPage } from '@/features/orders';
import { loadWishlistPage } from '@/features/wishlist';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';

/**
 * React Router's declarative mode: we load no data through the router (TanStack Query does),
 * and leaving the data router out keeps 17 kB gzipped off every first visit - what lets the
 * home page meet its JavaScript budget (docs/decisions/007).
 */
export const HomePage = lazyPage(loadHomePage);
export const ProductsPage = lazyPage(loadProductsPage);
export const ProductDetailPage = lazyPage(loadProductDetailPage);
export const CategoryPage = lazyPage(loadCategoryPage);
export const CartPage = lazyPage(loadCartPage);
export const WishlistPage = lazyPage(loadWishlistPage);
export const LoginPage = lazyPage(loadLoginPage);
export const SignupPage = lazyPage(loadSignupPage);
export const CheckoutPage = lazyPage(loadCheckoutPage);
export const ProfilePage = lazyPage(loadProfilePage);
export const OrdersPage = lazyPage(loadOrdersPage);
export const OrderDetailPage = lazyPage(loadOrderDetailPage);
export const OrderConfirmationPage = lazyPage(loadOrderConfirmationPage);
/** The back office (issue 7): its own lazy chunks, its own layout, never in a shopper's download. */
export const AdminApp = lazyPage(loadAdminApp);

/**
 * The storefront pages the server renders (decision 024), by path: the server loads the page's
 * chunk before rendering, the browser before hydrating, so neither shows the loading fallback.
 */
const SERVER_RENDERED: ReadonlyArray<readonly [string, LazyPage]> = [
  ['/', HomePage],
  ['/products', ProductsPage],
  ['/products/:id', ProductDetailPage],
  ['/categories/:categorySlug', CategoryPage],
  // Only for a browser that holds no cart or session (decision 030); others get the app shell.
  ['/cart', CartPage],
];

export function serverRenderedPage(pathname: string): LazyPage | undefined {
  return SERVER_RENDERED.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}
