import { useState } from 'react';
import type { Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../../orders.messages';
import { paymentMessages } from '../../payment/payment.messages';
import { RAZORPAY_PHASE_KEYS, useRazorpayPayment } from '../../payment/use-razorpay-payment';

/**
 * Retry Payment under PAYMENT_PROVIDER=razorpay: opens Razorpay's window straight from the order
 * page (no dialog of ours under it: its window must stay the only modal). Closing it without
 * paying keeps the order pending, says why, and the button pays again.
 */
export function RazorpayRetryButton({
  order,
  onPaid,
}: {
  order: Order;
  onPaid: (order: Order) => void;
}) {
  const t = useT(ordersMessages);
  const tp = useT(paymentMessages);
  const razorpay = useRazorpayPayment();
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async () => {
    setProblem(null);
    const outcome = await razorpay.start(order, { refresh: true });
    if (outcome.status === 'paid') onPaid(outcome.order);
    else setProblem(outcome.message);
  };

  return (
    <>
      <Button onClick={() => void pay()} disabled={razorpay.working}>
        {razorpay.phase === 'idle' ? t('retryPayment') : tp(RAZORPAY_PHASE_KEYS[razorpay.phase])}
      </Button>
      {problem ? (
        <NoticeBanner tone="error" className="order-last basis-full">
          <strong className="font-semibold">{t('paymentFailed')}</strong> {problem}
        </NoticeBanner>
      ) : null}
    </>
  );
}
