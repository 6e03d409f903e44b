import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { orderMessages } from '../components/order.messages';
import { orderStatusText, paymentStatusText } from '../status-words';
import { useOrder } from '../api/get-order';
import { AdminPageHeader } from '../components/admin-page-header';
import { FulfilmentActions } from '../components/fulfilment-actions';
import { AdminInvoiceButtons } from '../components/admin-invoice-button';
import {
  CustomerAndAddress,
  OrderItems,
  PaymentDetails,
  TrackingHistory,
} from '../components/order-sections';
import { OrderReturns } from '../components/order-returns';
import { LoadError, LoadingRows } from '../components/query-states';
import { StatusPill } from '../components/status-pill';
import { ORDER_STATUS_TONES, paymentTone } from '../order-actions';

/** One order: items, address, customer, payment, tracking, and the steps it can take next. */
export function OrderViewPage() {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const back = (
    <Link to="/admin/orders" className="font-semibold text-brand-700 hover:underline">
      {t('allOrders')}
    </Link>
  );
  if (order.isPending) {
    return (
      <>
        <AdminPageHeader title={t('order')} back={back} />
        <LoadingRows label={t('loadingOrder')} rows={6} />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <AdminPageHeader title={t('order')} back={back} />
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  }
  const data = order.data;
  return (
    <>
      <AdminPageHeader
        title={t('orderNumber', { number: data.orderNumber })}
        back={back}
        description={t('placedAt', { when: dates.dateTime(data.createdAt) })}
        actions={
          <div className="flex gap-2">
            <StatusPill tone={ORDER_STATUS_TONES[data.orderStatus]}>
              {orderStatusText(common, data.orderStatus)}
            </StatusPill>
            <StatusPill tone={paymentTone(data.paymentStatus)}>
              {t('paymentState', {
                status: paymentStatusText(common, data.paymentStatus).toLocaleLowerCase(),
              })}
            </StatusPill>
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4 lg:order-2">
          <FulfilmentActions order={data} />
          <AdminInvoiceButtons order={data} />
          <CustomerAndAddress order={data} />
          <PaymentDetails order={data} />
        </div>
        <div className="space-y-4 lg:order-1">
          <OrderItems order={data} />
          <OrderReturns orderId={data._id} />
          <TrackingHistory order={data} />
        </div>
      </div>
    </>
  );
}
