import type { Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { orderNumber } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { useOrderTracking } from '../api/track-order';
import { orderStatusText } from '../order-texts';
import { ordersMessages } from '../orders.messages';
import { LoadingMessage } from './loading-message';
import { ShippingAddressLines } from './shipping-address-lines';

/**
 * spec §2 Track dialog 'Track Your Order': the number, 'Expected Delivery' (or 'TBD'), the
 * 'Tracking History' the server recorded (status, location, time, description) and the address.
 */
export function TrackOrderDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT(ordersMessages);
  const dates = useDates();
  const tracking = useOrderTracking(order.orderId, open);
  const data = tracking.data;
  const expected = data?.estimatedDelivery ?? order.estimatedDelivery;

  let body;
  if (tracking.isPending) {
    body = <LoadingMessage text={t('loadingTracking')} className="py-8" />;
  } else if (tracking.isError) {
    body = (
      <div className="space-y-3 py-4 text-center">
        <p role="alert" className="text-red-700">
          {t('trackFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void tracking.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (data) {
    body = (
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('orderNumber')}</dt>
            <dd className="font-semibold text-slate-900">#{orderNumber(order.orderId)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('expectedDelivery')}</dt>
            <dd className="font-semibold text-slate-900">
              {expected ? dates.weekdayDate(expected) : t('tbd')}
            </dd>
          </div>
          {data.carrier || data.trackingNumber ? (
            <div className="col-span-2">
              <dt className="text-slate-500">{t('carrier')}</dt>
              <dd className="font-semibold text-slate-900">
                {[data.carrier, data.trackingNumber].filter(Boolean).join(' · ')}
              </dd>
            </div>
          ) : null}
        </dl>
        <section aria-labelledby="tracking-history">
          <h3 id="tracking-history" className="font-semibold text-slate-900">
            {t('trackingHistory')}
          </h3>
          {data.events.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('noTracking')}</p>
          ) : (
            <ol className="mt-3 space-y-4 border-l-2 border-brand-200 pl-4">
              {[...data.events].reverse().map((event) => (
                <li key={`${event.timestamp}-${event.status}`} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-600"
                  />
                  <p className="font-medium text-slate-900">{orderStatusText(t, event.status)}</p>
                  <p className="text-sm text-slate-600">
                    {event.location ? `${event.location} · ` : ''}
                    <time dateTime={event.timestamp}>{dates.dateTime(event.timestamp)}</time>
                  </p>
                  <p className="text-sm text-slate-700">{event.description}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="tracking-address">
          <h3 id="tracking-address" className="mb-1 font-semibold text-slate-900">
            {t('deliveryAddress')}
          </h3>
          <ShippingAddressLines address={data.shippingAddress} />
        </section>
      </div>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('trackTitle')}>
      {body}
      <div className="mt-5 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
