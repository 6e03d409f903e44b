import { Link } from 'react-router';
import type { AdminCoupon } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { showToast } from '@/components/ui/toast-store';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponStatus } from '../api/set-coupon-status';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { CouponTable } from '../components/coupon-table';
import { ChoiceField } from '../components/form-controls';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { failureText } from '../server-errors';
import { useTableParams } from '../use-table-params';

const ACTIVE_CHOICES = [
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Inactive only' },
];

/** Every coupon with its rules and use; deactivating one stops it applying at once. */
export function CouponsPage() {
  const { page, filters, setPage, setFilters } = useTableParams(['search', 'isActive'] as const);
  const coupons = useCoupons({ page, ...filters });
  const setStatus = useSetCouponStatus();
  const filtered = Boolean(filters.search || filters.isActive);

  function toggle(coupon: AdminCoupon) {
    setStatus.mutate(
      { id: coupon.id, isActive: !coupon.isActive },
      {
        onSuccess: () =>
          showToast(`${coupon.code} is now ${coupon.isActive ? 'inactive' : 'active'}`),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Coupons"
        actions={
          <Link to="/admin/coupons/new" className={buttonClasses()}>
            New coupon
          </Link>
        }
      />
      <TableFilters
        searchLabel="Search coupons"
        searchPlaceholder="Code or description"
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label="Status"
          emptyLabel="All coupons"
          choices={ACTIVE_CHOICES}
          value={filters.isActive}
          onChange={(event) => setFilters({ isActive: event.target.value })}
        />
      </TableFilters>
      {coupons.isPending ? (
        <LoadingRows label="Loading coupons" />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <EmptyTable title={filtered ? 'No coupons match these filters' : 'No coupons yet'}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ search: '', isActive: '' })}
            >
              Clear filters
            </button>
          ) : null}
        </EmptyTable>
      ) : (
        <>
          <CouponTable
            coupons={coupons.data.coupons}
            busy={setStatus.isPending}
            onToggle={toggle}
          />
          <AdminPagination
            pagination={coupons.data.pagination}
            noun="coupons"
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
