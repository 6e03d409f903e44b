import { Link } from '@/components/ui/link';
import type { AdminDashboard } from '@shop/contracts';
import { formatPrice } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
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
import { dashboardMessages } from './dashboard.messages';

function Figure({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string;
  /** What the figure counts, where the word alone could mislead. */
  note?: string;
  to?: string;
}) {
  const body = (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-500">{note}</dd> : null}
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
  const t = useT(dashboardMessages);
  const common = useT(adminMessages);
  if (data.lowStockVariants.length === 0) {
    return <EmptyTable title={t('noLowStock', { threshold: data.lowStockThreshold })} />;
  }
  return (
    <TableFrame caption={t('lowStockCaption')}>
      <TableHead columns={[t('product'), t('colour'), t('size'), t('stock')]} />
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
              {variant.stock === 0 ? common('outOfStock') : variant.stock}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The owner's first look: today's orders and revenue, what waits, and what is running out. */
export function DashboardPage() {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const count = (value: number) => value.toLocaleString(locale);
  const dashboard = useDashboard();
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {dashboard.isPending ? (
        <LoadingRows label={t('loading')} rows={3} />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure
              label={t('todayOrders')}
              value={count(dashboard.data.todayOrders)}
              to="/admin/orders"
            />
            <Figure
              label={t('todayRevenue')}
              value={formatPrice(dashboard.data.todayRevenue)}
              note={t('todayRevenueNote')}
            />
            <Figure
              label={t('pendingOrders')}
              value={count(dashboard.data.pendingOrders)}
              to="/admin/orders"
            />
          </dl>
          <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{t('lowStock')}</h2>
          <LowStock data={dashboard.data} />
        </>
      )}
    </>
  );
}
