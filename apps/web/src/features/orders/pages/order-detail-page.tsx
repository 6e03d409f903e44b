import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { isApiError } from '@/lib/api-client';
import { orderNumber } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { useOrder } from '../api/get-order';
import { LoadingMessage } from '../components/loading-message';
import { OrderActions } from '../components/detail/order-actions';
import { OrderItemsCard } from '../components/detail/order-items-card';
import {
  OrderSummaryCard,
  PaymentDetailsCard,
  ShippingAddressCard,
} from '../components/detail/order-side-cards';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ReturnsSection } from '../components/returns/returns-section';
import { ordersMessages } from '../orders.messages';

function BackToOrders({ className }: { className?: string }) {
  const t = useT(ordersMessages);
  return (
    <Link
      to="/orders"
      className={className ?? 'text-sm font-semibold text-brand-700 hover:underline'}
    >
      {t('backToOrdersArrow')}
    </Link>
  );
}

function OrderNotFound({ message }: { message: string }) {
  const t = useT(ordersMessages);
  return (
    <>
      <PageTitle title={t('orderNotFound')} />
      <EmptyState title={t('orderNotFound')} description={message}>
        <Link to="/orders" className={buttonClasses()}>
          {t('backToOrders')}
        </Link>
      </EmptyState>
    </>
  );
}

/**
 * spec §2 Order detail (/orders/{id}): id, date (en-IN with time), status, actions, items,
 * summary, shipping address and payment details, with the cancel and track dialogs.
 */
export function OrderDetailPage() {
  const id = useParams().id?.trim() ?? '';
  const order = useOrder(id || null);
  const t = useT(ordersMessages);
  const dates = useDates();

  if (!id) return <OrderNotFound message={t('orderIdMissing')} />;
  if (order.isPending) {
    return <LoadingMessage text={t('loadingOrder')} className="min-h-[50vh]" />;
  }
  if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return <OrderNotFound message={missing ? t('orderMissing') : t('loadOrderFailed')} />;
  }

  const data = order.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t('orderTitle', { number: orderNumber(data.orderId) })} />
      <BackToOrders />
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('orderDetails')}</h1>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:flex-row md:items-center md:justify-between">
        <dl className="grid gap-3 text-sm sm:grid-cols-3 sm:gap-6">
          <div>
            <dt className="text-slate-500">{t('orderId')}</dt>
            <dd className="font-semibold break-all text-slate-900">#{orderNumber(data.orderId)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('orderDate')}</dt>
            <dd className="font-semibold text-slate-900">{dates.dateTime(data.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('status')}</dt>
            <dd>
              <OrderStatusBadge status={data.orderStatus} />
            </dd>
          </div>
        </dl>
        <OrderActions order={data} />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <OrderItemsCard items={data.items} />
          <ReturnsSection order={data} />
        </div>
        <div className="space-y-6">
          <OrderSummaryCard order={data} />
          <ShippingAddressCard order={data} />
          <PaymentDetailsCard order={data} />
        </div>
      </div>
    </div>
  );
}
