import { useId, type ReactNode } from 'react';
import { DELIVERY_FEE_FALLBACK, PLATFORM_FEE, type CartSummary } from '@shop/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

/** What the summary reads; everything but the subtotal has the spec's fallback. */
export type OrderSummaryTotals = Pick<CartSummary, 'subtotal'> &
  Partial<
    Pick<
      CartSummary,
      'itemCount' | 'couponDiscount' | 'platformFee' | 'deliveryFee' | 'total' | 'appliedCoupon'
    >
  >;

function Row({
  label,
  value,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/**
 * spec §2 Cart 'Order Summary': Subtotal, the coupon discount when there is one, Shipping,
 * Platform Fee ₹2 and Total. spec §9: the cart always shows shipping as 'FREE'
 * (`shipping="free"`, the default); elsewhere (`"summary"`) the summary's delivery fee is shown,
 * ₹99 when it gives none and 'FREE' at 0. At checkout, a cash-on-delivery fee (`codFee`) is a
 * line of its own and part of the total, so the total is what the order will charge (india.md:
 * the price with the break-up of other charges). `totals` null draws the loading state;
 * `children` go under the total (checkout buttons).
 */
export function OrderSummary({
  totals,
  updating = false,
  shipping = 'free',
  codFee = 0,
  heading,
  children,
  className,
}: {
  totals: OrderSummaryTotals | null;
  updating?: boolean;
  shipping?: 'free' | 'summary';
  codFee?: number;
  heading?: string;
  children?: ReactNode;
  className?: string;
}) {
  const t = useT(cartMessages);
  const headingId = useId();
  const platformFee = totals?.platformFee ?? PLATFORM_FEE;
  const deliveryFee = shipping === 'free' ? 0 : (totals?.deliveryFee ?? DELIVERY_FEE_FALLBACK);
  const couponDiscount = totals?.couponDiscount ?? 0;
  const total = totals
    ? (totals.total ?? totals.subtotal - couponDiscount + platformFee + deliveryFee) + codFee
    : 0;
  const itemCount = totals?.itemCount;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={updating || totals === null}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {heading ?? t('orderSummary')}
      </h2>
      {totals === null ? (
        <div className="mt-4 space-y-3">
          <span role="status" className="sr-only">
            {t('loadingSummary')}
          </span>
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-7" />
        </div>
      ) : (
        <dl
          className={cn(
            'mt-4 space-y-3 text-sm text-slate-700 transition-opacity',
            updating && 'opacity-60',
          )}
        >
          <Row
            label={
              itemCount === undefined ? t('subtotal') : t('subtotalItems', { count: itemCount })
            }
            value={<span data-testid="summary-subtotal">{formatPrice(totals.subtotal)}</span>}
          />
          {couponDiscount > 0 ? (
            <Row
              className="text-emerald-700"
              label={
                totals.appliedCoupon
                  ? t('couponDiscountCode', { code: totals.appliedCoupon.code })
                  : t('couponDiscount')
              }
              value={<span data-testid="summary-discount">−{formatPrice(couponDiscount)}</span>}
            />
          ) : null}
          <Row
            label={t('shipping')}
            value={
              deliveryFee === 0 ? (
                <span className="font-semibold text-emerald-700">{t('free')}</span>
              ) : (
                formatPrice(deliveryFee)
              )
            }
          />
          <Row label={t('platformFee')} value={formatPrice(platformFee)} />
          {codFee > 0 ? (
            <Row
              label={t('codFee')}
              value={<span data-testid="summary-cod-fee">{formatPrice(codFee)}</span>}
            />
          ) : null}
          <Row
            className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900"
            label={t('total')}
            value={<span data-testid="summary-total">{formatPrice(total)}</span>}
          />
        </dl>
      )}
      {children ? <div className="mt-5 flex flex-col gap-3">{children}</div> : null}
    </section>
  );
}
