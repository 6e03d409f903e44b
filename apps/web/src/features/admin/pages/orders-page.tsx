import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { statusLabel } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import { OrderTable } from '../components/order-table';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { useTableParams } from '../use-table-params';

const FILTERS = ['status', 'paymentStatus', 'from', 'to', 'search'] as const;
const choices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: statusLabel(value) }));

/** Every order, filtered by status, payment status, day range and search. */
export function OrdersPage() {
  const { page, filters, setPage, setFilters } = useTableParams(FILTERS);
  const orders = useOrders({ page, ...filters });
  const filtered = FILTERS.some((name) => filters[name]);

  return (
    <>
      <AdminPageHeader title="Orders" description="Newest first. Dates are days in India time." />
      <TableFilters
        searchLabel="Search orders"
        searchPlaceholder="Order number, item or phone"
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label="Status"
          emptyLabel="All statuses"
          choices={choices(ORDER_STATUSES)}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <ChoiceField
          label="Payment"
          emptyLabel="All payments"
          choices={choices(PAYMENT_STATUSES)}
          value={filters.paymentStatus}
          onChange={(event) => setFilters({ paymentStatus: event.target.value })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilters({ to: event.target.value })}
        />
      </TableFilters>
      {orders.isPending ? (
        <LoadingRows label="Loading orders" />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyTable title={filtered ? 'No orders match these filters' : 'No orders yet'}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() =>
                setFilters({ status: '', paymentStatus: '', from: '', to: '', search: '' })
              }
            >
              Clear filters
            </button>
          ) : null}
        </EmptyTable>
      ) : (
        <>
          <OrderTable orders={orders.data.orders} />
          <AdminPagination
            pagination={orders.data.pagination}
            noun="orders"
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
