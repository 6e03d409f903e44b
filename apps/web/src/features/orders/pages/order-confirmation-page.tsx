import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { formatPrice, orderNumber } from '@/lib/format';

interface ConfirmationState {
  orderId?: unknown;
  totalAmount?: unknown;
}

/**
 * spec §2 Order confirmation: reads the order id and total from the navigation state. The order
 * fetch, timeline and "What's Next?" panel come with the orders issue.
 */
export function OrderConfirmationPage() {
  const state = (useLocation().state ?? {}) as ConfirmationState;
  const orderId = typeof state.orderId === 'string' ? state.orderId : null;
  const total = typeof state.totalAmount === 'number' ? state.totalAmount : null;

  if (!orderId) {
    return (
      <>
        <PageTitle title="Order Not Found" />
        <EmptyState title="Order Not Found" description="Order information not found">
          <Link to="/" className={buttonClasses()}>
            Go Home
          </Link>
          <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
            Continue Shopping
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <PageTitle title="Order Confirmed" />
      <h1 className="text-3xl font-bold text-slate-900">Order Confirmed!</h1>
      <p className="mt-2 text-slate-600">Thank you for shopping with BharatBazaar.</p>
      <dl className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">Order Number</dt>
          <dd className="text-lg font-semibold text-slate-900">{orderNumber(orderId)}</dd>
        </div>
        {total !== null ? (
          <div>
            <dt className="text-sm text-slate-500">Total Amount</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatPrice(total)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
        <Link to="/products" className={buttonClasses()}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
