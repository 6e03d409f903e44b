import { Suspense, type ReactNode } from 'react';
import {
  createRoutesFromElements,
  Outlet,
  Route,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
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
import { routesForPath } from './routes-for-path';

/**
 * A page that fails to load or render shows the error view inside the header and footer, and
 * leaving the page (a new path) clears it.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * spec §2 route table, made once. Every page is a lazy chunk, so the home route loads only the
 * shell and its own page; the signed-in-only pages sit behind RequireAuth.
 */
const ROUTES: RouteObject[] = createRoutesFromElements(
  <>
    <Route
      path="admin/*"
      element={
        <PageBoundary>
          <AdminApp />
        </PageBoundary>
      }
    />
    <Route element={<RootLayout />}>
      <Route
        element={
          <PageBoundary>
            <Outlet />
          </PageBoundary>
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
  </>,
);

/**
 * The page at the current address. React Router matches among the routes that could answer its
 * first segment (decision 032): matching re-reads and re-ranks every route it is given, on
 * every render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routesForPath(ROUTES, pathname));
}
