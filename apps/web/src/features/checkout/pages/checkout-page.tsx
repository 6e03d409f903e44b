import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

/** spec §2 Checkout (signed-in only). Address, payment and summary come with the checkout issue. */
export function CheckoutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Checkout" />
      <p className="text-sm font-medium text-slate-500">Step 2 of 2</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
      <Link
        to="/cart"
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to Cart
      </Link>
    </div>
  );
}
