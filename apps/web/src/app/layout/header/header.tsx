import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { CloseIcon, HeartIcon, MenuIcon } from '@/components/ui/icons';
import { useAuth } from '@/features/auth';
import { SearchBox, useCategoryTree } from '@/features/catalogue';
import { useT } from '@/lib/i18n';
import { PartBoundary } from '../../route-error';
import { layoutMessages } from '../layout.messages';
import { HeaderCartLink } from './cart-link';
import { CategoryNav } from './category-nav';
import { LanguageSwitch } from './language-switch';
import { SellingPoints } from './selling-points';
import { SiteLogo } from './site-logo';

const MOBILE_MENU_ID = 'mobile-menu';

// Only phones open it, and only on a tap: it stays out of every page's first download.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Only a signed-in shopper has the profile menu: a visitor's first page does not download it.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** spec §2 "Header and footer": selling points, then the sticky bar and the category row. */
export function Header() {
  const { status } = useAuth();
  const { categories, isLoading } = useCategoryTree();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT(layoutMessages);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <SellingPoints />
      <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <button
            type="button"
            className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
          <SiteLogo />
          <SearchBox id="header-search" className="mx-auto hidden max-w-xl md:block" />
          <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
            <LanguageSwitch className="hidden md:block" />
            <Link
              to="/wishlist"
              aria-label={t('wishlist')}
              className="flex flex-col items-center rounded-lg px-2 py-1 text-slate-700 hover:text-brand-800"
            >
              <HeartIcon className="size-6" />
              <span className="hidden text-xs font-medium lg:block">{t('wishlist')}</span>
            </Link>
            <HeaderCartLink />
            <div className="hidden md:block">
              {status === 'signedIn' ? (
                <PartBoundary>
                  <Suspense fallback={null}>
                    <ProfileMenu />
                  </Suspense>
                </PartBoundary>
              ) : status === 'signedOut' ? (
                <Link to="/login" className={buttonClasses({ size: 'sm', className: 'ml-1' })}>
                  {t('login')}
                </Link>
              ) : null}
            </div>
          </div>
        </div>
        {menuOpen ? (
          <PartBoundary>
            <Suspense fallback={null}>
              <MobileMenu
                id={MOBILE_MENU_ID}
                categories={categories}
                onClose={() => setMenuOpen(false)}
              />
            </Suspense>
          </PartBoundary>
        ) : null}
        <CategoryNav categories={categories} isLoading={isLoading} />
      </header>
    </>
  );
}
