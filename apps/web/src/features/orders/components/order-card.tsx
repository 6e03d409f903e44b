import { Link } from '@/components/ui/link';
import { ORDER_CARD_MAX_ITEMS, type Order } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import { formatPrice, orderNumber } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { paymentStatusText } from '../order-texts';
import { ordersMessages } from '../orders.messages';
import { PAYMENT_TONE_CLASSES, paymentTone } from '../order-status-style';
import { OrderStatusBadge } from './order-status-badge';

/**
 * spec §2 Orders list card: number, 'Placed on' (en-US long), status badge, 'View Details', the
 * first 2 items with '+N more items', Total Amount, Payment Status and Delivery 'Free'.
 */
export function OrderCard({ order }: { order: Order }) {
  const shown = order.items.slice(0, ORDER_CARD_MAX_ITEMS);
  const more = order.items.length - shown.length;
  const number = orderNumber(order.orderId);
  const payment = order.paymentStatus || 'pending';
  const t = useT(ordersMessages);
  const dates = useDates();
  const productName = (name: string) => name || t('product');

  return (
    <article
      aria-labelledby={`order-${order.orderId}`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-4 sm:p-5">
        <div>
          <h2 id={`order-${order.orderId}`} className="text-lg font-semibold text-slate-900">
            {t('orderTitle', { number })}
          </h2>
          <p className="text-sm text-slate-600">
            {t('placedOn', { date: dates.longDate(order.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.orderStatus} />
          <Link
            to={`/orders/${encodeURIComponent(order.orderId)}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={t('viewDetailsOf', { number })}
          >
            {t('viewDetails')}
          </Link>
        </div>
      </header>
      <div className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:p-5">
        <section aria-label={t('items')} className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-800">
            {t('itemsCount', { count: order.items.length })}
          </h3>
          <ul className="mt-2 space-y-3">
            {shown.map((item) => (
              <li key={item._id} className="flex items-center gap-3">
                <ImageWithFallback
                  src={item.product.images[0]}
                  alt={productName(item.product.name)}
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    {productName(item.product.name)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('qtyTimesPrice', {
                      quantity: item.quantity,
                      price: formatPrice(item.price),
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('moreItems', { count: more })}</p>
          ) : null}
        </section>
        <dl className="grid grid-cols-3 gap-3 text-sm sm:grid-cols-1 sm:text-right">
          <div>
            <dt className="text-slate-500">{t('totalAmount')}</dt>
            <dd className="font-semibold text-slate-900">{formatPrice(order.totalAmount)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('paymentStatusLabel')}</dt>
            <dd className={cn('font-semibold', PAYMENT_TONE_CLASSES[paymentTone(payment)])}>
              {paymentStatusText(t, payment)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('delivery')}</dt>
            <dd className="font-semibold text-green-700">{t('free')}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
