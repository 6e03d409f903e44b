import { useState } from 'react';
import { Link } from '@/components/ui/link';
import type { AdminCoupon } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useDates, useT, type Translate } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { discountText } from '../coupon-form-values';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { couponMessages, type CouponMessages } from './coupon.messages';
import { ActivePill, StatusPill } from './status-pill';

function validity(
  t: Translate<CouponMessages>,
  shortDate: (value: string) => string,
  coupon: AdminCoupon,
): string {
  if (!coupon.startsAt && !coupon.endsAt) return t('always');
  const from = coupon.startsAt ? shortDate(coupon.startsAt) : t('now');
  return coupon.endsAt
    ? t('dateRange', { from, to: shortDate(coupon.endsAt) })
    : t('fromDate', { from });
}

/**
 * Whether a switched-on coupon still applies: past its end date, or with every use taken, it no
 * longer does, and calling it active would send the owner hunting for why shoppers are refused.
 */
function CouponStatus({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const t = useT(couponMessages);
  if (coupon.isActive && coupon.endsAt && Date.parse(coupon.endsAt) <= now) {
    return <StatusPill tone="grey">{t('expired')}</StatusPill>;
  }
  if (coupon.isActive && coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return <StatusPill tone="yellow">{t('usedUp')}</StatusPill>;
  }
  return <ActivePill active={coupon.isActive} />;
}

/** One page of coupons: what they give, when, how much they have been used. */
export function CouponTable({
  coupons,
  busy,
  onToggle,
}: {
  coupons: AdminCoupon[];
  busy: boolean;
  onToggle: (coupon: AdminCoupon) => void;
}) {
  const t = useT(couponMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  // When the list was drawn: a coupon that expires while it is open says so on the next load.
  const [now] = useState(() => Date.now());
  return (
    <TableFrame caption={t('caption')}>
      <TableHead
        columns={[t('code'), t('discount'), t('valid'), t('used'), common('status')]}
        actions
      />
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id} className={ROW}>
            <td className={TD}>
              <Link
                to={`/admin/coupons/${coupon.id}`}
                className="font-mono font-semibold text-brand-700 hover:underline"
              >
                {coupon.code}
              </Link>
              {coupon.description ? (
                <span className="block text-xs text-slate-500">{coupon.description}</span>
              ) : null}
            </td>
            <td className={TD}>
              {discountText(t, coupon)}
              {coupon.minOrderValue > 0 ? (
                <span className="block text-xs text-slate-500">
                  {t('onOrdersFrom', { amount: formatPrice(coupon.minOrderValue) })}
                </span>
              ) : null}
            </td>
            <td className={TD}>{validity(t, dates.shortDate, coupon)}</td>
            <td className={TD}>
              {coupon.usageLimit
                ? t('usedOf', { used: coupon.usedCount, limit: coupon.usageLimit })
                : coupon.usedCount}
            </td>
            <td className={TD}>
              <CouponStatus coupon={coupon} now={now} />
            </td>
            <td className={TD}>
              <div className="flex justify-end">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={common('toggleNamed', {
                    active: String(coupon.isActive),
                    name: coupon.code,
                  })}
                  onClick={() => onToggle(coupon)}
                >
                  {coupon.isActive ? common('deactivate') : common('activate')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
