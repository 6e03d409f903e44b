import { Link } from 'react-router';
import { loginRedirectState } from '@/features/auth';

/** Coupons apply to the server cart (spec §6: a visitor has a local cart): ask to sign in. */
export function GuestCouponPrompt() {
  return (
    <section
      aria-label="Coupon"
      className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-5 text-sm text-brand-950"
    >
      <p className="font-semibold">Have a coupon code?</p>
      <p className="mt-1 text-brand-900">
        <Link
          to="/login"
          state={loginRedirectState('/cart')}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          Login
        </Link>{' '}
        to apply coupons. Your cart comes with you.
      </p>
    </section>
  );
}
