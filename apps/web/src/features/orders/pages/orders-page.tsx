import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

/** spec §2 Orders list (signed-in only). The list, filters and states come with the orders issue. */
export function OrdersPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title="My Orders" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Orders</h1>
      <Link
        to="/products"
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Continue Shopping
      </Link>
    </div>
  );
}
