import { useState } from 'react';
import type { AdminOrderDetail } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useAdvanceOrder } from '../api/advance-order';
import { useParcelReturned } from '../api/parcel-returned';
import { useRefuseOrder } from '../api/refuse-order';
import { orderActions } from '../order-actions';
import { failureText } from '../server-errors';
import { orderStatusText } from '../status-words';
import { CancelOrderDialog } from './cancel-order-dialog';
import { orderMessages } from './order.messages';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * The next fulfilment step and cancelling, offered only when the order's status allows them
 * (issue 7). Shipping asks for the carrier, tracking number and location; cancelling confirms.
 */
export function FulfilmentActions({ order }: { order: AdminOrderDetail }) {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const actions = orderActions(order);
  const advance = useAdvanceOrder(order._id);
  const refuse = useRefuseOrder(order._id);
  const parcelBack = useParcelReturned(order._id);
  const dates = useDates();
  // Issue 16: the courier brought a cash-on-delivery parcel back unpaid.
  const refusable = order.orderStatus === 'shipped' && order.paymentMethod === 'COD';

  /** A one-click step after a confirmation box: refused at the door, parcel back in the shop. */
  function confirmThen(
    mutation: { mutate: (v: undefined, o: { onSuccess: () => void }) => void },
    ask: 'confirmRefused' | 'confirmParcelReturned',
    done: 'markedRefused' | 'markedParcelReturned',
  ) {
    const number = order.orderNumber;
    if (!window.confirm(t(ask, { number }))) return;
    mutation.mutate(undefined, { onSuccess: () => showToast(t(done, { number })) });
  }
  const markRefused = () => confirmThen(refuse, 'confirmRefused', 'markedRefused');
  // Decision 048: a parcel cancelled in transit is back; its stock returns to sale now.
  const markParcelReturned = () =>
    confirmThen(parcelBack, 'confirmParcelReturned', 'markedParcelReturned');
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);

  function step() {
    if (!actions.next) return;
    if (actions.next === 'shipped') {
      setDialog('ship');
      return;
    }
    const to = actions.next;
    advance.mutate(
      { status: to },
      {
        onSuccess: () =>
          showToast(
            t('nowStatus', {
              number: order.orderNumber,
              status: orderStatusText(common, to).toLocaleLowerCase(),
            }),
          ),
      },
    );
  }

  // Delivered or cancelled: no step, no cancel, no payment to wait for.
  const fulfilmentOver = !actions.next && !actions.canCancel && !actions.waitingForPayment;
  return (
    <section
      aria-labelledby="fulfilment-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="fulfilment-heading" className="text-base font-semibold text-slate-900">
        {t('fulfilment')}
      </h2>
      {advance.isError || refuse.isError || parcelBack.isError ? (
        <NoticeBanner tone="error" className="mt-3">
          {failureText(advance.error ?? refuse.error ?? parcelBack.error)}
        </NoticeBanner>
      ) : null}
      {actions.waitingForPayment ? (
        <p className="mt-2 text-sm text-slate-600">{t('waitingForPayment')}</p>
      ) : null}
      {order.awaitingReturn ? (
        <p className="mt-2 text-sm text-slate-600">{t('awaitingReturn')}</p>
      ) : null}
      {order.returnedToShopAt ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('returnedToShop', { date: dates.dateTime(order.returnedToShopAt) })}
        </p>
      ) : null}
      {fulfilmentOver && !order.awaitingReturn ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('nothingMore', {
            status: orderStatusText(common, order.orderStatus).toLocaleLowerCase(),
          })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.next ? (
          <Button onClick={step} disabled={advance.isPending}>
            {advance.isPending ? common('saving') : t(`step_${actions.next}`)}
          </Button>
        ) : null}
        {refusable ? (
          <Button
            variant="outline"
            onClick={markRefused}
            disabled={advance.isPending || refuse.isPending}
          >
            {refuse.isPending ? common('saving') : t('refusedAtDelivery')}
          </Button>
        ) : null}
        {order.awaitingReturn ? (
          <Button variant="outline" onClick={markParcelReturned} disabled={parcelBack.isPending}>
            {parcelBack.isPending ? common('saving') : t('parcelReturned')}
          </Button>
        ) : null}
        {actions.canCancel ? (
          <Button
            variant="outline"
            className="text-red-700 hover:text-red-800"
            onClick={() => setDialog('cancel')}
            disabled={advance.isPending}
          >
            {t('cancelOrder')}
          </Button>
        ) : null}
      </div>
      {dialog === 'ship' ? <ShipOrderDialog order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? (
        <CancelOrderDialog order={order} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
