import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canCancelOrder, isOnlinePayment, TRACKABLE_STATUSES, type Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { paymentMethodsQueryOptions } from '../../api/get-payment-methods';
import { ordersMessages } from '../../orders.messages';
import { CancelOrderDialog } from '../cancel-order-dialog';
import { TrackOrderDialog } from '../track-order-dialog';
import { RazorpayRetryButton } from './razorpay-retry-button';
import { RetryPaymentDialog } from './retry-payment-dialog';
import { ReorderButton } from './reorder-button';
import { DownloadInvoiceButton } from './download-invoice-button';

type OpenDialog = 'cancel' | 'track' | 'pay' | null;

/** An online order still waiting for its money: the shopper can pay (again) while it is pending. */
const awaitsPayment = (order: Order) =>
  order.orderStatus === 'pending' &&
  isOnlinePayment(order.paymentMethod) &&
  order.paymentStatus !== 'completed';

/**
 * A cancelled order that had shipped: shipping needs a tracking number and issues the tax
 * invoice in the same step, and cancelling an invoiced order issues its credit note.
 */
const invoicedThenCancelled = (order: Order) =>
  order.orderStatus === 'cancelled' && order.trackingNumber !== null;

/**
 * spec §2/§4 Order detail actions: Cancel Order only while pending, confirmed or processing;
 * Track Order only once shipped or delivered; Retry Payment for an unpaid online order; the
 * tax invoice once shipped, with the credit note too if it was then cancelled; and Buy Again.
 * Each dialog mounts when opened, so it starts clean every time. Under Razorpay, Retry Payment
 * opens Razorpay's window directly.
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useT(ordersMessages);
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const unpaid = awaitsPayment(order);
  // The gateway decides how Retry Payment works, so the button waits for the answer (a failed
  // answer falls back to the shop's own payment form).
  const methods = useQuery({ ...paymentMethodsQueryOptions(), enabled: unpaid });
  const razorpay = methods.data?.provider === 'razorpay';
  const known = Boolean(methods.data) || methods.isError;
  const paid = () => {
    close();
    showToast(t('paymentSuccessful'));
  };

  return (
    <div className="flex flex-wrap gap-3">
      {unpaid && razorpay ? <RazorpayRetryButton order={order} onPaid={paid} /> : null}
      {unpaid && known && !razorpay ? (
        <Button onClick={() => setOpen('pay')}>{t('retryPayment')}</Button>
      ) : null}
      {TRACKABLE_STATUSES.includes(order.orderStatus) ? (
        <Button onClick={() => setOpen('track')}>{t('trackOrder')}</Button>
      ) : null}
      {canCancelOrder(order.orderStatus) ? (
        <Button variant="outline" onClick={() => setOpen('cancel')}>
          {t('cancelOrder')}
        </Button>
      ) : null}
      {TRACKABLE_STATUSES.includes(order.orderStatus) || invoicedThenCancelled(order) ? (
        <DownloadInvoiceButton orderId={order.orderId} />
      ) : null}
      {invoicedThenCancelled(order) ? (
        <DownloadInvoiceButton orderId={order.orderId} document="credit-note" />
      ) : null}
      <ReorderButton orderId={order.orderId} />
      {open === 'cancel' ? <CancelOrderDialog order={order} open onClose={close} /> : null}
      {open === 'track' ? <TrackOrderDialog order={order} open onClose={close} /> : null}
      {open === 'pay' ? <RetryPaymentDialog order={order} onClose={close} onPaid={paid} /> : null}
    </div>
  );
}
