import { Link } from '@/components/ui/link';
import { CartIcon } from '@/components/ui/icons';
import { useCartCount } from '@/features/shopping';
import { cartBadgeText } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { layoutMessages } from '../layout.messages';

/** spec §2/§9: the cart link's badge shows the unit count, 99+ above 99, and hides at 0. */
export function CartLink({ count }: { count: number }) {
  const t = useT(layoutMessages);
  const label = count > 0 ? t('cartWithCount', { count }) : t('cart');
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative flex flex-col items-center rounded-lg px-2 py-1 text-slate-700 hover:text-brand-800"
    >
      <CartIcon className="size-6" />
      <span className="hidden text-xs font-medium lg:block">{t('cart')}</span>
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -top-1 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {cartBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}

export function HeaderCartLink() {
  return <CartLink count={useCartCount()} />;
}
