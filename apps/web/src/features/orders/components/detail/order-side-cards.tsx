import { bankName, type Order } from '@shop/contracts';
import { cn } from '@/lib/cn';
import { formatPaise, formatPrice } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { PAYMENT_TONE_CLASSES, paymentTone } from '../../order-status-style';
import { paymentStatusText, refundTimelineText } from '../../order-texts';
import { ordersMessages } from '../../orders.messages';
import { ShippingAddressLines } from '../shipping-address-lines';
import { TaxBreakup } from './tax-breakup';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * spec §2 Order detail 'Order Summary': Subtotal (= totalAmount), Shipping Free, Total. What the
 * total already holds (platform fee, coupon, COD fee, a delivery charge) is said underneath, so
 * the sums stay the spec's; an order that paid for its delivery shows that charge, not 'Free'.
 */
export function OrderSummaryCard({ order }: { order: Order }) {
  const t = useT(ordersMessages);
  const coupon = formatPrice(order.couponDiscount);
  const includes = [
    order.platformFee > 0 ? t('platformFee', { amount: formatPrice(order.platformFee) }) : null,
    order.couponDiscount > 0
      ? order.couponCode
        ? t('couponWithCode', { code: order.couponCode, amount: coupon })
        : t('coupon', { amount: coupon })
      : null,
    order.codFee > 0 ? t('codFee', { amount: formatPrice(order.codFee) }) : null,
    order.deliveryFee > 0 ? t('deliveryFee', { amount: formatPrice(order.deliveryFee) }) : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="order-summary" className={CARD}>
      <h2 id="order-summary" className="text-lg font-semibold text-slate-900">
        {t('orderSummary')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm text-slate-700">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{formatPrice(order.totalAmount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('shipping')}</dt>
          {/* The spec's 'Free' - unless this order paid for its delivery (issue 16). */}
          {order.deliveryFee > 0 ? (
            <dd>{formatPrice(order.deliveryFee)}</dd>
          ) : (
            <dd className="font-semibold text-green-700">{t('free')}</dd>
          )}
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.totalAmount)}</dd>
        </div>
      </dl>
      {includes.length > 0 ? (
        <p className="mt-2 text-xs text-slate-500">
          {t('includes', { parts: includes.join(t('and')) })}
        </p>
      ) : null}
      {order.taxBreakup ? <TaxBreakup tax={order.taxBreakup} /> : null}
    </section>
  );
}

/** spec §2 Shipping Address, and the email given at checkout (spec §3 Checkout form). */
export function ShippingAddressCard({ order }: { order: Order }) {
  const t = useT(ordersMessages);
  const dates = useDates();
  const email = order.shippingAddress.email;
  return (
    <section aria-labelledby="shipping-address" className={CARD}>
      <h2 id="shipping-address" className="mb-3 text-lg font-semibold text-slate-900">
        {t('shippingAddress')}
      </h2>
      <ShippingAddressLines address={order.shippingAddress} />
      {email ? <p className="text-sm break-all text-slate-700">{t('email', { email })}</p> : null}
      {/* Issue 16: the promise made for this pincode when the order was placed. */}
      {order.estimatedDelivery && order.orderStatus !== 'cancelled' && !order.deliveredAt ? (
        <p className="mt-3 text-sm font-semibold text-slate-900">
          {t('expectedDeliveryOn', { date: dates.weekdayDate(order.estimatedDelivery) })}
        </p>
      ) : null}
      {order.refusedAtDelivery ? (
        <p className="mt-3 text-sm text-red-700">{t('refusedAtDelivery')}</p>
      ) : null}
    </section>
  );
}

/** spec §2 Payment Details: method and status, green completed, yellow pending, red otherwise. */
export function PaymentDetailsCard({ order }: { order: Order }) {
  const t = useT(ordersMessages);
  const status = order.paymentStatus || 'pending';
  const payment = order.payment;
  const card = payment?.cardLast4
    ? t('cardEnding', { brand: payment.cardBrand ?? t('card'), last4: payment.cardLast4 })
    : null;
  return (
    <section aria-labelledby="payment-details" className={CARD}>
      <h2 id="payment-details" className="text-lg font-semibold text-slate-900">
        {t('paymentDetails')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('paymentMethodLabel')}</dt>
          <dd className="text-right font-medium text-slate-900">
            {t('paymentMethod', { method: order.paymentMethod })}
            {card ? <span className="block text-slate-600">{card}</span> : null}
            {payment?.bankCode ? (
              <span className="block text-slate-600">{bankName(payment.bankCode)}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('paymentStatusLabel')}</dt>
          <dd className={cn('font-semibold', PAYMENT_TONE_CLASSES[paymentTone(status)])}>
            {paymentStatusText(t, status)}
          </dd>
        </div>
        {order.refund ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('refund')}</dt>
            <dd className="text-right font-medium text-slate-900">
              {formatPaise(order.refund.amountPaise)}
              <span className="block text-slate-600">
                {refundTimelineText(t, order.paymentMethod)}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
