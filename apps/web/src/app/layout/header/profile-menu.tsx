import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import {
  ChevronDownIcon,
  HeartIcon,
  LogoutIcon,
  PackageIcon,
  UserIcon,
} from '@/components/ui/icons';
import { displayName, useAuth, useLogout } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { menuMessages } from './menu.messages';

const ITEM_CLASS =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

/**
 * spec §2: the signed-in shopper's menu (My Profile, Orders, Wishlist, Logout), built as a WAI-ARIA
 * menu button: arrow keys move, Escape and clicks outside close, focus returns to the button.
 */
export function ProfileMenu() {
  const { user } = useAuth();
  const { signOut } = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const name = displayName(user);
  const t = useT(menuMessages);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    if (focusOnOpen.current === 'first') items[0]?.focus();
    if (focusOnOpen.current === 'last') items.at(-1)?.focus();
    focusOnOpen.current = null;

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  async function onLogout() {
    close(false);
    // Revokes the token on the server, then clears it here even if that call failed.
    await signOut();
    await navigate('/');
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          focusOnOpen.current = open ? null : 'first';
          setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1.5 rounded-lg px-2 py-1 text-slate-700 hover:text-brand-800"
      >
        <UserIcon className="size-6" />
        <span className="max-w-28 truncate text-sm font-medium">{name}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        <span className="sr-only">{t('accountMenu')}</span>
      </button>
      {open ? (
        <div
          ref={panelRef}
          className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
            {t('signedInAs')} <span className="font-semibold text-slate-800">{name}</span>
          </p>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t('account')}
            onKeyDown={onMenuKeyDown}
          >
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/profile"
              className={ITEM_CLASS}
              onClick={() => close(false)}
            >
              <UserIcon className="size-5" /> {t('myProfile')}
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/orders"
              className={ITEM_CLASS}
              onClick={() => close(false)}
            >
              <PackageIcon className="size-5" /> {t('orders')}
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/wishlist"
              className={ITEM_CLASS}
              onClick={() => close(false)}
            >
              <HeartIcon className="size-5" /> {t('wishlist')}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={`${ITEM_CLASS} border-t border-slate-100`}
              onClick={() => void onLogout()}
            >
              <LogoutIcon className="size-5" /> {t('logout')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
