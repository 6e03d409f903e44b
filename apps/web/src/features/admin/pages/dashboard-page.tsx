import { Link } from 'react-router';
import type { AdminDashboard } from '@shop/contracts';
import { formatPrice } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { AdminPageHeader } from '../components/admin-page-header';
import {
  EmptyTable,
  LoadError,
  LoadingRows,
  ROW,
  TD,
  TableFrame,
  TableHead,
} from '../components/query-states';

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </>
  );
  const frame = 'block rounded-xl border border-slate-200 bg-white p-4';
  return to ? (
    <Link to={to} className={`${frame} hover:border-brand-400`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

function LowStock({ data }: { data: AdminDashboard }) {
  if (data.lowStockVariants.length === 0) {
    return <EmptyTable title={`No variant is at or below ${data.lowStockThreshold} in stock`} />;
  }
  return (
    <TableFrame caption="Low-stock variants, lowest first">
      <TableHead columns={['Product', 'Colour', 'Size', 'Stock']} />
      <tbody>
        {data.lowStockVariants.map((variant) => (
          <tr key={variant.variantId} className={ROW}>
            <td className={TD}>
              <Link
                to={`/admin/products/${variant.productId}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {variant.productName}
              </Link>
            </td>
            <td className={TD}>{variant.color}</td>
            <td className={TD}>{variant.size}</td>
            <td className={`${TD} font-semibold ${variant.stock === 0 ? 'text-red-700' : ''}`}>
              {variant.stock === 0 ? 'Out of stock' : variant.stock}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The owner's first look: today's orders and revenue, what waits, and what is running out. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Today is counted in India time." />
      {dashboard.isPending ? (
        <LoadingRows label="Loading the dashboard" rows={3} />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure
              label="Today's orders"
              value={String(dashboard.data.todayOrders)}
              to="/admin/orders"
            />
            <Figure label="Today's revenue" value={formatPrice(dashboard.data.todayRevenue)} />
            <Figure
              label="Pending orders"
              value={String(dashboard.data.pendingOrders)}
              to="/admin/orders"
            />
          </dl>
          <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Low stock</h2>
          <LowStock data={dashboard.data} />
        </>
      )}
    </>
  );
}
