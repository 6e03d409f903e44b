import { Suspense } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import {
  AdminApp,
  CartPage,
  CategoryPage,
  CheckoutPage,
  HomePage,
  LoginPage,
  OrderConfirmationPage,
  OrderDetailPage,
  OrdersPage,
  ProductDetailPage,
  ProductsPage,
  ProfilePage,
  SignupPage,
  WishlistPage,
} from './pages';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RouteErrorBoundary } from './route-error';

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
