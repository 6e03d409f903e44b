import type { ReactNode } from 'react';
import type { Category } from '@shop/contracts';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import {
  CartIcon,
  HeartIcon,
  LogoutIcon,
  PackageIcon,
  ShoppingBagIcon,
  UserIcon,
} from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button-styles';
import { displayName, useAuth, useLogout } from '@/features/auth';
import { SearchBox } from '@/features/catalogue';
import { useT } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';
import { menuMessages } from './menu.messages';
import { MobileCategories } from './mobile-categories';

const LINK_CLASS =
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';

function MenuLink({
  to,
  icon,
  children,
  onClose,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <li>
      <Link to={to} className={LINK_CLASS} onClick={onClose}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

/**
 * spec §2: below the md breakpoint the header folds into this panel: search, Products, Cart,
 * Wishlist, then profile, orders and logout when signed in, or Login and Sign Up; and the
 * categories with their subcategories (issue 20: a phone has no hover dropdowns).
 */
export function MobileMenu({
  id,
  categories,
  onClose,
}: {
  id: string;
  categories: Category[];
  onClose: () => void;
}) {
  const { status, user } = useAuth();
  const { signOut, isSigningOut } = useLogout();
  const navigate = useNavigate();
  const signedIn = status === 'signedIn';
  const t = useT(menuMessages);

  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-6 shadow-lg md:hidden"
    >
      <SearchBox id="mobile-search" onSearched={onClose} />
      <nav aria-label={t('menu')} className="mt-4">
        <ul className="space-y-1">
          <MenuLink to="/products" icon={<ShoppingBagIcon className="size-5" />} onClose={onClose}>
            {t('products')}
          </MenuLink>
          <MenuLink to="/cart" icon={<CartIcon className="size-5" />} onClose={onClose}>
            {t('cart')}
          </MenuLink>
          <MenuLink to="/wishlist" icon={<HeartIcon className="size-5" />} onClose={onClose}>
            {t('wishlist')}
          </MenuLink>
          {signedIn ? (
            <>
              <MenuLink to="/profile" icon={<UserIcon className="size-5" />} onClose={onClose}>
                {t('myProfile')}
              </MenuLink>
              <MenuLink to="/orders" icon={<PackageIcon className="size-5" />} onClose={onClose}>
                {t('orders')}
              </MenuLink>
              <li>
                <button
                  type="button"
                  className={`${LINK_CLASS} w-full`}
                  disabled={isSigningOut}
                  onClick={async () => {
                    // Revokes the token on the server, then clears it here even if that failed.
                    await signOut();
                    onClose();
                    await navigate('/');
                  }}
                >
                  <LogoutIcon className="size-5" />
                  {t('logout')}
                </button>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <MobileCategories categories={categories} onClose={onClose} />
      {signedIn ? (
        <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-500">
          {t('signedInAs')}{' '}
          <span className="font-semibold text-slate-800">{displayName(user)}</span>
        </p>
      ) : status === 'signedOut' ? (
        <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
          <Link to="/login" className={buttonClasses({ variant: 'primary' })} onClick={onClose}>
            {t('login')}
          </Link>
          <Link to="/signup" className={buttonClasses({ variant: 'outline' })} onClick={onClose}>
            {t('signUp')}
          </Link>
        </div>
      ) : null}
      <div className="mt-4 border-t border-slate-100 pt-4">
        <LanguageSwitch className="w-full px-3 py-3 text-left text-base" />
      </div>
    </div>
  );
}
