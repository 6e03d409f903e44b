import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { formatPrice, orderNumber } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { useCouponRedemptions } from '../api/get-coupon-redemptions';
import { AdminPagination } from './admin-pagination';
import { couponMessages } from './coupon.messages';
import { EmptyTable, LoadError, LoadingRows, ROW, TD, TableFrame, TableHead } from './query-states';

/** Who used the coupon, on which order, for how much; a cancelled order's use is given back. */
export function CouponRedemptions({ couponId }: { couponId: string }) {
  const t = useT(couponMessages);
  const dates = useDates();
  const [page, setPage] = useState(1);
  const redemptions = useCouponRedemptions(couponId, page);
  return (
    <section aria-labelledby="redemptions-heading" className="mt-8">
      <h2 id="redemptions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('redemptions')}
      </h2>
      {redemptions.isPending ? (
        <LoadingRows label={t('loadingRedemptions')} rows={3} />
      ) : redemptions.isError ? (
        <LoadError error={redemptions.error} onRetry={() => void redemptions.refetch()} />
      ) : redemptions.data.redemptions.length === 0 ? (
        <EmptyTable title={t('nobodyUsed')} />
      ) : (
        <>
          <TableFrame caption={t('redemptionsCaption')}>
            <TableHead columns={[t('when'), t('shopper'), t('order'), t('discount')]} />
            <tbody>
              {redemptions.data.redemptions.map((use) => (
                <tr key={use.id} className={ROW}>
                  <td className={TD}>{dates.dateTime(use.createdAt)}</td>
                  <td className={TD}>
                    {use.userName ?? t('noName')}
                    <span className="block text-xs text-slate-500">{use.userPhone}</span>
                  </td>
                  <td className={TD}>
                    {use.orderId ? (
                      <Link
                        to={`/admin/orders/${use.orderId}`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        #{orderNumber(use.orderId)}
                      </Link>
                    ) : (
                      '—'
                    )}
                    {use.releasedAt ? (
                      <span className="block text-xs text-slate-500">{t('givenBack')}</span>
                    ) : null}
                  </td>
                  <td className={TD}>{formatPrice(use.discount)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <AdminPagination
            pagination={redemptions.data.pagination}
            noun={{ one: t('redemptionNoun'), other: t('redemptionsNoun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
