import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { AppLoading, RouteError } from './route-error';

/**
 * spec §2 route table. Every page is a lazy chunk so the home route only loads the shell and its
 * own page; the signed-in-only pages sit behind RequireAuth.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    // The outer boundary only catches a broken layout; page errors keep the header and footer.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/catalogue/pages/home-page').then((m) => ({
                Component: m.HomePage,
              })),
          },
          {
            path: 'products',
            lazy: () =>
              import('@/features/catalogue/pages/products-page').then((m) => ({
                Component: m.ProductsPage,
              })),
          },
          {
            path: 'products/:id',
            lazy: () =>
              import('@/features/catalogue/pages/product-detail-page').then((m) => ({
                Component: m.ProductDetailPage,
              })),
          },
          {
            path: 'categories/:categorySlug',
            lazy: () =>
              import('@/features/catalogue/pages/category-page').then((m) => ({
                Component: m.CategoryPage,
              })),
          },
          {
            path: 'cart',
            lazy: () =>
              import('@/features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
          },
          {
            path: 'wishlist',
            lazy: () =>
              import('@/features/wishlist/pages/wishlist-page').then((m) => ({
                Component: m.WishlistPage,
              })),
          },
          {
            path: 'login',
            lazy: () =>
              import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'signup',
            lazy: () =>
              import('@/features/auth/pages/signup-page').then((m) => ({
                Component: m.SignupPage,
              })),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'checkout',
                lazy: () =>
                  import('@/features/checkout/pages/checkout-page').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('@/features/account/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: 'orders',
                lazy: () =>
                  import('@/features/orders/pages/orders-page').then((m) => ({
                    Component: m.OrdersPage,
                  })),
              },
              {
                path: 'orders/:id',
                lazy: () =>
                  import('@/features/orders/pages/order-detail-page').then((m) => ({
                    Component: m.OrderDetailPage,
                  })),
              },
              {
                path: 'order-confirmation',
                lazy: () =>
                  import('@/features/orders/pages/order-confirmation-page').then((m) => ({
                    Component: m.OrderConfirmationPage,
                  })),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
