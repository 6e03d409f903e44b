import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { lazyPage } from '@/lib/lazy-page';
import { adminMessages } from './admin.messages';
import { AdminLayout } from './components/admin-layout';
import { AdminSignIn } from './components/admin-sign-in';
import { useAdminSession } from './use-admin-session';

// Each section is its own chunk: the dashboard does not wait for the product editor's code.
const DashboardPage = lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage));
const BannersPage = lazyPage(() => import('./pages/banners-page').then((m) => m.BannersPage));
const BannerEditorPage = lazyPage(() =>
  import('./pages/banner-editor-page').then((m) => m.BannerEditorPage),
);
const ProductsPage = lazyPage(() => import('./pages/products-page').then((m) => m.ProductsPage));
const ProductEditorPage = lazyPage(() =>
  import('./pages/product-editor-page').then((m) => m.ProductEditorPage),
);
const CategoriesPage = lazyPage(() =>
  import('./pages/categories-page').then((m) => m.CategoriesPage),
);
const OrdersPage = lazyPage(() => import('./pages/orders-page').then((m) => m.OrdersPage));
const OrderViewPage = lazyPage(() =>
  import('./pages/order-view-page').then((m) => m.OrderViewPage),
);
const CouponsPage = lazyPage(() => import('./pages/coupons-page').then((m) => m.CouponsPage));
const CouponEditorPage = lazyPage(() =>
  import('./pages/coupon-editor-page').then((m) => m.CouponEditorPage),
);
const SearchPage = lazyPage(() => import('./pages/search-page').then((m) => m.SearchPage));
const ReviewsPage = lazyPage(() => import('./pages/reviews-page').then((m) => m.ReviewsPage));
const ReturnsPage = lazyPage(() => import('./pages/returns-page').then((m) => m.ReturnsPage));
const AuditLogPage = lazyPage(() => import('./pages/audit-log-page').then((m) => m.AuditLogPage));
const StoreProfilePage = lazyPage(() =>
  import('./pages/store-profile-page').then((m) => m.StoreProfilePage),
);
const DeliverySettingsPage = lazyPage(() =>
  import('./pages/delivery-settings-page').then((m) => m.DeliverySettingsPage),
);

/**
 * The back office under /admin (issue 7), a lazy chunk of its own so shoppers never download it.
 * Without a confirmed admin session every /admin address shows the sign-in in place, so the
 * admin lands where they were going once signed in.
 */
export function AdminApp() {
  const t = useT(adminMessages);
  const session = useAdminSession();
  if (session.status === 'checking') return <PageSpinner label={t('checkingSession')} />;
  if (session.status === 'unavailable') {
    return (
      <EmptyState title={t('unavailableTitle')} description={session.message}>
        <Button onClick={session.retry}>{t('tryAgain')}</Button>
      </EmptyState>
    );
  }
  if (session.status === 'signedOut') return <AdminSignIn />;

  return (
    <AdminLayout user={session.user} onSignOut={() => void session.signOut()}>
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="banners" element={<BannersPage />} />
          <Route path="banners/new" element={<BannerEditorPage />} />
          <Route path="banners/:id" element={<BannerEditorPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductEditorPage />} />
          <Route path="products/:id" element={<ProductEditorPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderViewPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="coupons/new" element={<CouponEditorPage />} />
          <Route path="coupons/:id" element={<CouponEditorPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="store-profile" element={<StoreProfilePage />} />
          <Route path="delivery" element={<DeliverySettingsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

function AdminNotFound() {
  const t = useT(adminMessages);
  return (
    <EmptyState title={t('notFoundTitle')} description={t('notFoundText')}>
      <Link to="/admin" className={buttonClasses()}>
        {t('backToDashboard')}
      </Link>
    </EmptyState>
  );
}
