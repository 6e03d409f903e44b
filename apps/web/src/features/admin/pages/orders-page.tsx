import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { orderMessages } from '../components/order.messages';
import { orderStatusText, paymentStatusText } from '../status-words';
import { useOrders } from '../api/get-orders';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import { OrderTable } from '../components/order-table';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { useTableParams } from '../use-table-params';

const FILTERS = ['status', 'paymentStatus', 'from', 'to', 'search'] as const;

/** Every order, filtered by status, payment status, day range and search. */
export function OrdersPage() {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const { page, filters, setPage, setFilters } = useTableParams(FILTERS);
  const orders = useOrders({ page, ...filters });
  const filtered = FILTERS.some((name) => filters[name]);

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <TableFilters
        searchLabel={t('searchLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label={common('status')}
          emptyLabel={t('allStatuses')}
          choices={ORDER_STATUSES.map((value) => ({
            value,
            label: orderStatusText(common, value),
          }))}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <ChoiceField
          label={t('payment')}
          emptyLabel={t('allPayments')}
          choices={PAYMENT_STATUSES.map((value) => ({
            value,
            label: paymentStatusText(common, value),
          }))}
          value={filters.paymentStatus}
          onChange={(event) => setFilters({ paymentStatus: event.target.value })}
        />
        <TextField
          label={t('from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
        <TextField
          label={t('to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilters({ to: event.target.value })}
        />
      </TableFilters>
      {orders.isPending ? (
        <LoadingRows label={t('loadingOrders')} />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyTable title={filtered ? t('noMatch') : t('noOrders')}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() =>
                setFilters({ status: '', paymentStatus: '', from: '', to: '', search: '' })
              }
            >
              {common('clearFilters')}
            </button>
          ) : null}
        </EmptyTable>
      ) : (
        <>
          <OrderTable orders={orders.data.orders} />
          <AdminPagination
            pagination={orders.data.pagination}
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
