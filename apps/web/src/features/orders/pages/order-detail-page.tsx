import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

/** spec §2 Order detail (signed-in only). Items, summary, cancel and track come with the orders issue. */
export function OrderDetailPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title="Order Details" />
      <Link to="/orders" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to Orders
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Order Details</h1>
    </div>
  );
}
