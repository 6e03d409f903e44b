import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckIcon } from '@/components/ui/icons';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { formatPrice, orderNumber } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { useOrder } from '../api/get-order';
import { OrderTimeline } from '../components/confirmation/order-timeline';
import { TrustBadges, WhatsNext } from '../components/confirmation/whats-next';
import { confirmationInput, fallbackDelivery } from '../confirmation-params';
import { orderStatusText } from '../order-texts';
import { ordersMessages } from '../orders.messages';

function OrderNotFound({ message }: { message: string }) {
  const t = useT(ordersMessages);
  return (
    <>
      <PageTitle title={t('orderNotFound')} />
      <EmptyState title={t('orderNotFound')} description={message}>
        <Link to="/" className={buttonClasses()}>
          {t('goHome')}
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
          {t('continueShopping')}
        </Link>
      </EmptyState>
    </>
  );
}

/**
 * spec §2 Order confirmation: number, total, status (pending when the server gives none),
 * expected delivery (7 days from now when unknown), the timeline, What's Next and trust badges.
 * It reads the order by id, so it works after a reload; if that read fails it falls back to the
 * id and total checkout passed (spec §4).
 */
export function OrderConfirmationPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { orderId, totalAmount } = confirmationInput(location.state, searchParams);
  const order = useOrder(orderId);
  const [openedAt] = useState(() => Date.now());
  const t = useT(ordersMessages);
  const dates = useDates();

  if (!orderId) return <OrderNotFound message={t('orderInfoNotFound')} />;
  if (order.isPending) return <PageSpinner label={t('loadingOrder')} />;
  if (order.isError && totalAmount === null) {
    return <OrderNotFound message={t('confirmationLoadFailed')} />;
  }

  const data = order.data;
  const total = data?.totalAmount ?? totalAmount ?? 0;
  const status = data?.orderStatus || 'pending';
  const expected = dates.weekdayDate(data?.estimatedDelivery ?? fallbackDelivery(openedAt));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={t('orderConfirmedTitle')} />
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="size-8" />
        </span>
        <PageHeading className="mt-4 text-3xl font-bold text-slate-900">
          {t('orderConfirmed')}
        </PageHeading>
        <p className="mt-2 text-slate-600">{t('thankYou')}</p>
      </div>
      <dl className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <div>
          <dt className="text-sm text-slate-500">{t('orderNumber')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{orderNumber(orderId)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('totalAmount')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatPrice(total)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('orderStatusLabel')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{orderStatusText(t, status)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('expectedDelivery')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{expected}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <OrderTimeline expectedDelivery={expected} />
        <WhatsNext orderId={orderId} />
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          {t('backToHome')}
        </Link>
        <Link to="/products" className={buttonClasses()}>
          {t('continueShopping')}
        </Link>
      </div>
      <div className="mt-8">
        <TrustBadges />
      </div>
    </div>
  );
}
