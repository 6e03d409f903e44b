import { Link } from '@/components/ui/link';
import type { AdminCoupon } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponStatus } from '../api/set-coupon-status';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { CouponTable } from '../components/coupon-table';
import { couponMessages } from '../components/coupon.messages';
import { ChoiceField } from '../components/form-controls';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { failureText } from '../server-errors';
import { useTableParams } from '../use-table-params';

/** Every coupon with its rules and use; deactivating one stops it applying at once. */
export function CouponsPage() {
  const t = useT(couponMessages);
  const common = useT(adminMessages);
  const { page, filters, setPage, setFilters } = useTableParams(['search', 'isActive'] as const);
  const coupons = useCoupons({ page, ...filters });
  const setStatus = useSetCouponStatus();
  const filtered = Boolean(filters.search || filters.isActive);

  function toggle(coupon: AdminCoupon) {
    setStatus.mutate(
      { id: coupon.id, isActive: !coupon.isActive },
      {
        onSuccess: () =>
          showToast(common('nowActive', { name: coupon.code, active: String(!coupon.isActive) })),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        actions={
          <Link to="/admin/coupons/new" className={buttonClasses()}>
            {t('newCoupon')}
          </Link>
        }
      />
      <TableFilters
        searchLabel={t('searchLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label={common('status')}
          emptyLabel={t('allCoupons')}
          choices={[
            { value: 'true', label: common('activeOnly') },
            { value: 'false', label: common('inactiveOnly') },
          ]}
          value={filters.isActive}
          onChange={(event) => setFilters({ isActive: event.target.value })}
        />
      </TableFilters>
      {coupons.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <EmptyTable title={filtered ? t('noMatch') : t('noCoupons')}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ search: '', isActive: '' })}
            >
              {common('clearFilters')}
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
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
