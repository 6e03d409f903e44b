import { Link } from 'react-router';
import type { AdminCoupon } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { formatPrice, formatShortDateIN } from '@/lib/format';
import { discountText } from '../coupon-form-values';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { ActivePill } from './status-pill';

function validity(coupon: AdminCoupon): string {
  if (!coupon.startsAt && !coupon.endsAt) return 'Always';
  const from = coupon.startsAt ? formatShortDateIN(coupon.startsAt) : 'now';
  return coupon.endsAt ? `${from} – ${formatShortDateIN(coupon.endsAt)}` : `From ${from}`;
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
  return (
    <TableFrame caption="Coupons, newest first">
      <TableHead columns={['Code', 'Discount', 'Valid', 'Used', 'Status']} actions />
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
              {discountText(coupon)}
              {coupon.minOrderValue > 0 ? (
                <span className="block text-xs text-slate-500">
                  On orders from {formatPrice(coupon.minOrderValue)}
                </span>
              ) : null}
            </td>
            <td className={TD}>{validity(coupon)}</td>
            <td className={TD}>
              {coupon.usedCount}
              {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}
            </td>
            <td className={TD}>
              <ActivePill active={coupon.isActive} />
            </td>
            <td className={TD}>
              <div className="flex justify-end">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`${coupon.isActive ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                  onClick={() => onToggle(coupon)}
                >
                  {coupon.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
