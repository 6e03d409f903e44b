import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RouteErrorBoundary } from './route-error';

/**
 * React Router's declarative mode: we load no data through the router (TanStack Query does),
 * and leaving the data router out keeps 17 kB gzipped off every first visit - what lets the
 * home page meet its JavaScript budget (docs/decisions/007).
 */
type Page = LazyExoticComponent<ComponentType>;
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const HomePage = page(
  () => import('@/features/catalogue/pages/home-page'),
  (m) => m.HomePage,
);
const ProductsPage = page(
  () => import('@/features/catalogue/pages/products-page'),
  (m) => m.ProductsPage,
);
const ProductDetailPage = page(
  () => import('@/features/catalogue/pages/product-detail-page'),
  (m) => m.ProductDetailPage,
);
const CategoryPage = page(
  () => import('@/features/catalogue/pages/category-page'),
  (m) => m.CategoryPage,
);
const CartPage = page(
  () => import('@/features/cart/pages/cart-page'),
  (m) => m.CartPage,
);
const WishlistPage = page(
  () => import('@/features/wishlist/pages/wishlist-page'),
  (m) => m.WishlistPage,
);
const LoginPage = page(
  () => import('@/features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const SignupPage = page(
  () => import('@/features/auth/pages/signup-page'),
  (m) => m.SignupPage,
);
const CheckoutPage = page(
  () => import('@/features/checkout/pages/checkout-page'),
  (m) => m.CheckoutPage,
);
const ProfilePage = page(
  () => import('@/features/account/pages/profile-page'),
  (m) => m.ProfilePage,
);
const OrdersPage = page(
  () => import('@/features/orders/pages/orders-page'),
  (m) => m.OrdersPage,
);
const OrderDetailPage = page(
  () => import('@/features/orders/pages/order-detail-page'),
  (m) => m.OrderDetailPage,
);
const OrderConfirmationPage = page(
  () => import('@/features/orders/pages/order-confirmation-page'),
  (m) => m.OrderConfirmationPage,
);
/** The back office (issue 7): its own lazy chunks, its own layout, never in a shopper's download. */
const AdminApp = page(
  () => import('@/features/admin/admin-app'),
  (m) => m.AdminApp,
);

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
