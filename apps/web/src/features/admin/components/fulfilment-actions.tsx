import { useState } from 'react';
import type { AdminOrderDetail } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { statusLabel } from '@/lib/format';
import { useAdvanceOrder } from '../api/advance-order';
import { useRefuseOrder } from '../api/refuse-order';
import { STEP_LABELS, orderActions } from '../order-actions';
import { failureText } from '../server-errors';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * The next fulfilment step and cancelling, offered only when the order's status allows them
 * (issue 7). Shipping asks for the carrier, tracking number and location; cancelling confirms.
 */
export function FulfilmentActions({ order }: { order: AdminOrderDetail }) {
  const actions = orderActions(order);
  const advance = useAdvanceOrder(order._id);
  const refuse = useRefuseOrder(order._id);
  // Issue 16: the courier brought a cash-on-delivery parcel back unpaid.
  const refusable = order.orderStatus === 'shipped' && order.paymentMethod === 'COD';

  function markRefused() {
    const sure = window.confirm(
      `Mark order ${order.orderNumber} refused at delivery? It is cancelled, its stock returns, and it counts against the shopper's cash on delivery.`,
    );
    if (!sure) return;
    refuse.mutate(undefined, {
      onSuccess: () => showToast(`Order ${order.orderNumber} is marked refused at delivery`),
    });
  }
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
      { onSuccess: () => showToast(`Order ${order.orderNumber} is now ${to}`) },
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
        Fulfilment
      </h2>
      {advance.isError || refuse.isError ? (
        <NoticeBanner tone="error" className="mt-3">
          {failureText(advance.error ?? refuse.error)}
        </NoticeBanner>
      ) : null}
      {actions.waitingForPayment ? (
        <p className="mt-2 text-sm text-slate-600">
          Waiting for the shopper&apos;s payment: an online order is confirmed once it is paid.
        </p>
      ) : null}
      {fulfilmentOver ? (
        <p className="mt-2 text-sm text-slate-600">
          This order is {statusLabel(order.orderStatus).toLowerCase()}: there is nothing more to do.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.next ? (
          <Button onClick={step} disabled={advance.isPending}>
            {advance.isPending ? 'Saving...' : STEP_LABELS[actions.next]}
          </Button>
        ) : null}
        {refusable ? (
          <Button
            variant="outline"
            onClick={markRefused}
            disabled={advance.isPending || refuse.isPending}
          >
            {refuse.isPending ? 'Saving...' : 'Refused at delivery'}
          </Button>
        ) : null}
        {actions.canCancel ? (
          <Button
            variant="outline"
            className="text-red-700 hover:text-red-800"
            onClick={() => setDialog('cancel')}
            disabled={advance.isPending}
          >
            Cancel order
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
