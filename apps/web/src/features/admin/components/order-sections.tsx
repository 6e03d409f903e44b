import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatPaise, formatPrice, statusLabel } from '@/lib/format';
import { useDates, useT, type Translate } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { orderStatusText, paymentStatusText } from '../status-words';
import { orderMessages, type OrderMessages } from './order.messages';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  const t = useT(orderMessages);
  return (
    <Panel title={t('items', { count: order.itemCount })}>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <ImageWithFallback
              src={item.product.images[0]}
              alt=""
              className="size-14 shrink-0 rounded-md object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-slate-900">{item.product.name}</p>
              <p className="text-slate-600">
                {[item.color, t('size', { size: item.size })].filter(Boolean).join(' · ')}
              </p>
              <p className="text-slate-600">
                {t('quantity', { quantity: item.quantity, price: formatPrice(item.price) })}
              </p>
            </div>
            <p className="text-sm font-semibold text-slate-900">
              {formatPrice(item.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        {order.couponDiscount > 0 ? (
          <div className="flex justify-between text-green-700">
            <dt>{t('coupon', { code: order.couponCode ?? '' })}</dt>
            <dd>−{formatPrice(order.couponDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t('platformFee')}</dt>
          <dd>{formatPrice(order.platformFee)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('delivery')}</dt>
          <dd>{order.deliveryFee ? formatPrice(order.deliveryFee) : t('free')}</dd>
        </div>
        <div className="flex justify-between font-semibold text-slate-900">
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.totalAmount)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function TrackingHistory({ order }: { order: AdminOrderDetail }) {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  return (
    <Panel title={t('trackingHistory')}>
      {order.carrier ? (
        <p className="mb-3 text-sm text-slate-700">
          {order.carrier} · {t('trackingNumber')}{' '}
          <span className="font-semibold">{order.trackingNumber}</span>
        </p>
      ) : null}
      {order.events.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noTracking')}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-brand-100 pl-4 text-sm">
          {order.events.map((event) => (
            <li key={`${event.timestamp}-${event.status}`}>
              <p className="font-semibold text-slate-900">
                {orderStatusText(common, event.status)}
              </p>
              <p className="text-slate-700">{event.description}</p>
              <p className="text-xs text-slate-500">
                {dates.dateTime(event.timestamp)}
                {event.location ? ` · ${event.location}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function CustomerAndAddress({ order }: { order: AdminOrderDetail }) {
  const t = useT(orderMessages);
  const address = order.shippingAddress;
  return (
    <Panel title={t('customerAndDelivery')}>
      <p className="text-sm font-semibold text-slate-900">{order.customer.name ?? t('noName')}</p>
      <p className="text-sm text-slate-600">{order.customer.phone}</p>
      {order.customer.email ? (
        <p className="text-sm text-slate-600">{order.customer.email}</p>
      ) : null}
      <address className="mt-3 text-sm text-slate-700 not-italic">
        {address.name}
        <br />
        {address.addressLine1}
        {address.addressLine2 ? (
          <>
            <br />
            {address.addressLine2}
          </>
        ) : null}
        <br />
        {address.city}, {address.state} {address.pincode}
        {address.landmark ? (
          <>
            <br />
            {t('landmark', { landmark: address.landmark })}
          </>
        ) : null}
        <br />
        {t('phone', { phone: address.phone })}
        {address.email ? (
          <>
            <br />
            {t('email', { email: address.email })}
          </>
        ) : null}
      </address>
    </Panel>
  );
}

/**
 * The refund row's status in the owner's words: issued (the gateway made it), initiated (owed:
 * recorded before refunds went through the gateway) or not_required.
 */
function refundStatusLabel(t: Translate<OrderMessages>, status: string): string {
  if (status === 'issued') return t('refundIssued');
  if (status === 'initiated') return t('refundToPay');
  if (status === 'not_required') return t('refundNothingPaid');
  return statusLabel(status);
}

export function PaymentDetails({ order }: { order: AdminOrderDetail }) {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  return (
    <Panel title={t('payment')}>
      <p className="text-sm text-slate-700">
        {t(`paymentMethod_${order.paymentMethod}`)} ·{' '}
        {paymentStatusText(common, order.paymentStatus)}
      </p>
      {order.refund ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('refund', {
            amount: formatPaise(order.refund.amountPaise),
            status: refundStatusLabel(t, order.refund.status),
          })}{' '}
          · {order.refund.timeline}
        </p>
      ) : null}
      {order.cancelReason ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('cancelled', { reason: order.cancelReason })}
        </p>
      ) : null}
      {order.payments.length > 0 ? (
        <ul className="mt-3 space-y-2 text-xs text-slate-600">
          {order.payments.map((attempt) => (
            <li key={attempt._id}>
              {dates.dateTime(attempt.createdAt)} · {attempt.provider} ·{' '}
              {paymentStatusText(common, attempt.status)}
              {attempt.cardLast4 ? ` · ${t('cardEnding', { last4: attempt.cardLast4 })}` : ''}
              {attempt.failureReason ? ` · ${attempt.failureReason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
