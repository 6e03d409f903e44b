import { Suspense } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
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
import { lazyPage } from '@/lib/lazy-page';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RouteErrorBoundary } from './route-error';

/**
 * React Router's declarative mode: we load no data through the router (TanStack Query does),
 * and leaving the data router out keeps 17 kB gzipped off every first visit - what lets the
 * home page meet its JavaScript budget (docs/decisions/007).
 */
const HomePage = lazyPage(loadHomePage);
const ProductsPage = lazyPage(loadProductsPage);
const ProductDetailPage = lazyPage(loadProductDetailPage);
const CategoryPage = lazyPage(loadCategoryPage);
const CartPage = lazyPage(loadCartPage);
const WishlistPage = lazyPage(loadWishlistPage);
const LoginPage = lazyPage(loadLoginPage);
const SignupPage = lazyPage(loadSignupPage);
const CheckoutPage = lazyPage(loadCheckoutPage);
const ProfilePage = lazyPage(loadProfilePage);
const OrdersPage = lazyPage(loadOrdersPage);
const OrderDetailPage = lazyPage(loadOrderDetailPage);
const OrderConfirmationPage = lazyPage(loadOrderConfirmationPage);
/** The back office (issue 7): its own lazy chunks, its own layout, never in a shopper's download. */
const AdminApp = lazyPage(loadAdminApp);

/**
 * spec §2 route table. Every page is a lazy chunk, so the home route loads only the shell and
 * its own page; the signed-in-only pages sit behind RequireAuth. A page that fails to load or
 * render shows the error view inside the header and footer, and leaving the page clears it.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageLoading />}>
              <AdminApp />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route element={<RootLayout />}>
        <Route
          element={
            <RouteErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          }
        >
          <Route index element={<HomePage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/:id" element={<ProductDetailPage />} />
          <Route path="categories/:categorySlug" element={<CategoryPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route element={<RequireAuth />}>
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="order-confirmation" element={<OrderConfirmationPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
