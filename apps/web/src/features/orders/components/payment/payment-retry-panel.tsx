import { useEffect, useId, useRef, useState } from 'react';
import type { Order, PaymentMethodList } from '@shop/contracts';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paymentMessages } from '../../payment/payment.messages';
import { declineReason } from '../../payment/decline-reason';
import { DetailsPaymentForm } from './details-payment-form';
import { RazorpayPayForm } from './razorpay-pay-form';

/**
 * Pays a placed online order again after a decline (or a payment that never finished), on the
 * same order: POST /orders/{id}/payment. The shopper may switch to another online method. Under
 * Razorpay the details are typed into Razorpay's window instead (decision 008).
 */
export function PaymentRetryPanel({
  order,
  paymentMethods,
  onPaid,
  takeFocus = false,
  openRazorpay = false,
}: {
  order: Order;
  paymentMethods: PaymentMethodList | undefined;
  onPaid: (order: Order) => void;
  /** At checkout the panel replaces the form the shopper was at the bottom of: go to it. */
  takeFocus?: boolean;
  /** Just placed under Razorpay: open its window at once. */
  openRazorpay?: boolean;
}) {
  const t = useT(paymentMessages);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const [failure, setFailure] = useState<string | null>(null);
  const reason = failure ?? declineReason(order);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-32 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t('completeYourPayment')}
      </h2>
      {reason ? (
        <NoticeBanner tone="error">
          <strong className="font-semibold">{t('paymentFailed')}</strong> {reason}
        </NoticeBanner>
      ) : null}
      <p className="text-sm text-slate-600">
        {paymentMethods
          ? t('savedNoticeWithin', {
              number: order.orderNumber,
              amount: formatPrice(order.totalAmount),
              minutes: paymentMethods.paymentWindowMinutes,
            })
          : t('savedNotice', { number: order.orderNumber, amount: formatPrice(order.totalAmount) })}
      </p>
      {paymentMethods?.provider === 'razorpay' ? (
        <RazorpayPayForm
          order={order}
          onPaid={onPaid}
          onFailure={setFailure}
          autoOpen={openRazorpay}
        />
      ) : (
        <DetailsPaymentForm
          order={order}
          paymentMethods={paymentMethods}
          onPaid={onPaid}
          onFailure={setFailure}
        />
      )}
    </section>
  );
}
