import { Link } from '@/components/ui/link';
import { loginRedirectState } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

/** Coupons apply to the server cart (spec §6: a visitor has a local cart): ask to sign in. */
export function GuestCouponPrompt() {
  const t = useT(cartMessages);
  return (
    <section
      aria-label={t('coupon')}
      className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-5 text-sm text-brand-950"
    >
      <p className="font-semibold">{t('haveCoupon')}</p>
      <p className="mt-1 text-brand-900">
        <Link
          to="/login"
          state={loginRedirectState('/cart')}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          {t('login')}
        </Link>{' '}
        {t('loginToApply')}
      </p>
    </section>
  );
}
