import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { pathInLanguage, type User } from '@shop/contracts';
import { ToastRegion } from '@/components/ui/toast-region';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

/** The shop's name is the same in every language. */
const BRAND = 'BharatBazaar';

const SECTIONS = [
  { to: '/admin', label: 'navDashboard', end: true },
  { to: '/admin/orders', label: 'navOrders' },
  { to: '/admin/products', label: 'navProducts' },
  { to: '/admin/categories', label: 'navCategories' },
  { to: '/admin/banners', label: 'navBanners' },
  { to: '/admin/coupons', label: 'navCoupons' },
  { to: '/admin/reviews', label: 'navReviews' },
  { to: '/admin/returns', label: 'navReturns' },
  { to: '/admin/search', label: 'navSearch' },
  { to: '/admin/audit-log', label: 'navAuditLog' },
  { to: '/admin/store-profile', label: 'navStoreProfile' },
  { to: '/admin/delivery', label: 'navDelivery' },
] as const;

/**
 * The back office frame: its own bar and section menu instead of the shop's header and footer.
 * On a phone the menu is one row that scrolls sideways; from `lg` it is a side column.
 */
export function AdminLayout({
  user,
  onSignOut,
  children,
}: {
  user: User;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const language = useLanguage();
  return (
    <div className="min-h-dvh bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-brand-950 bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">
            {BRAND} <span className="font-normal text-brand-200">{t('adminBadge')}</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-brand-100 sm:inline">{user.name ?? user.phone}</span>
            <a
              href={pathInLanguage('/', language)}
              className="font-semibold whitespace-nowrap text-brand-100 hover:text-white hover:underline"
            >
              {t('viewShop')}
            </a>
            <button
              type="button"
              onClick={onSignOut}
              className="h-9 rounded-lg border border-brand-300 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
            >
              {t('signOut')}
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col lg:flex-row lg:gap-6 lg:px-4 lg:py-6">
        <nav
          aria-label={t('sectionsLabel')}
          className="border-b border-slate-200 bg-white lg:w-52 lg:shrink-0 lg:rounded-xl lg:border"
        >
          <ul className="scrollbar-none flex overflow-x-auto px-2 lg:flex-col lg:p-2">
            {SECTIONS.map((section) => (
              <li key={section.to} className="shrink-0">
                <NavLink
                  to={section.to}
                  end={'end' in section}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-sm font-semibold whitespace-nowrap lg:py-2',
                      isActive
                        ? 'text-brand-800 underline decoration-2 underline-offset-8 lg:bg-brand-50 lg:no-underline'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
                    )
                  }
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-0 lg:py-0"
        >
          {children}
        </main>
      </div>
      <ToastRegion />
    </div>
  );
}
