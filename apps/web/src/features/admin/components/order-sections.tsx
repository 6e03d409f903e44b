import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type AdminOrderDetail } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatDateTimeIN, formatPaise, formatPrice, statusLabel } from '@/lib/format';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title={`Items (${order.itemCount})`}>
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
                {[item.color, `Size: ${item.size}`].filter(Boolean).join(' · ')}
              </p>
              <p className="text-slate-600">
                Qty: {item.quantity} × {formatPrice(item.price)}
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
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        {order.couponDiscount > 0 ? (
          <div className="flex justify-between text-green-700">
            <dt>Coupon {order.couponCode}</dt>
            <dd>−{formatPrice(order.couponDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Platform fee</dt>
          <dd>{formatPrice(order.platformFee)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>{order.deliveryFee ? formatPrice(order.deliveryFee) : 'Free'}</dd>
        </div>
        <div className="flex justify-between font-semibold text-slate-900">
          <dt>Total</dt>
          <dd>{formatPrice(order.totalAmount)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function TrackingHistory({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Tracking history">
      {order.carrier ? (
        <p className="mb-3 text-sm text-slate-700">
          {order.carrier} · Tracking number{' '}
          <span className="font-semibold">{order.trackingNumber}</span>
        </p>
      ) : null}
      {order.events.length === 0 ? (
        <p className="text-sm text-slate-600">No tracking information available</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-brand-100 pl-4 text-sm">
          {order.events.map((event) => (
            <li key={`${event.timestamp}-${event.status}`}>
              <p className="font-semibold text-slate-900">{statusLabel(event.status)}</p>
              <p className="text-slate-700">{event.description}</p>
              <p className="text-xs text-slate-500">
                {formatDateTimeIN(event.timestamp)}
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
  const address = order.shippingAddress;
  return (
    <Panel title="Customer and delivery">
      <p className="text-sm font-semibold text-slate-900">
        {order.customer.name ?? 'No name given'}
      </p>
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
            Landmark: {address.landmark}
          </>
        ) : null}
        <br />
        Phone: {address.phone}
        {address.email ? (
          <>
            <br />
            Email: {address.email}
          </>
        ) : null}
      </address>
    </Panel>
  );
}

/** The refund row's status in the owner's words (the API records initiated or not_required). */
function refundStatusLabel(status: string): string {
  if (status === 'initiated') return 'to be paid back';
  if (status === 'not_required') return 'nothing was paid';
  return statusLabel(status);
}

export function PaymentDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Payment">
      <p className="text-sm text-slate-700">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {statusLabel(order.paymentStatus)}
      </p>
      {order.refund ? (
        <p className="mt-2 text-sm text-slate-700">
          Refund {formatPaise(order.refund.amountPaise)} ({refundStatusLabel(order.refund.status)})
          · {order.refund.timeline}
        </p>
      ) : null}
      {order.cancelReason ? (
        <p className="mt-2 text-sm text-slate-700">Cancelled: {order.cancelReason}</p>
      ) : null}
      {order.payments.length > 0 ? (
        <ul className="mt-3 space-y-2 text-xs text-slate-600">
          {order.payments.map((attempt) => (
            <li key={attempt._id}>
              {formatDateTimeIN(attempt.createdAt)} · {attempt.provider} ·{' '}
              {statusLabel(attempt.status)}
              {attempt.cardLast4 ? ` · card ending ${attempt.cardLast4}` : ''}
              {attempt.failureReason ? ` · ${attempt.failureReason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
