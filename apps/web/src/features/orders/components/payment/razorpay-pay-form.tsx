import { useEffect, useEffectEvent, useRef } from 'react';
import type { Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paymentMessages } from '../../payment/payment.messages';
import { RAZORPAY_PHASE_KEYS, useRazorpayPayment } from '../../payment/use-razorpay-payment';

/**
 * The pay step under PAYMENT_PROVIDER=razorpay: the shop collects no card, UPI or bank details,
 * Razorpay's window does. `autoOpen` opens it at once (just after the order was placed); closing
 * it leaves the order pending and this button pays again.
 */
export function RazorpayPayForm({
  order,
  onPaid,
  onFailure,
  autoOpen = false,
}: {
  order: Order;
  onPaid: (order: Order) => void;
  onFailure: (message: string | null) => void;
  autoOpen?: boolean;
}) {
  const t = useT(paymentMessages);
  const razorpay = useRazorpayPayment();
  const opened = useRef(false);

  const pay = async (refresh: boolean) => {
    onFailure(null);
    const outcome = await razorpay.start(order, { refresh });
    if (outcome.status === 'paid') onPaid(outcome.order);
    else onFailure(outcome.message);
  };
  const openOnce = useEffectEvent(() => {
    if (opened.current) return;
    opened.current = true;
    void pay(false);
  });
  useEffect(() => {
    if (autoOpen) openOnce();
  }, [autoOpen]);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('razorpayIntro')}</p>
      <Button
        size="lg"
        className="w-full"
        disabled={razorpay.working}
        onClick={() => void pay(true)}
      >
        <LockIcon className="size-5" />
        {razorpay.phase === 'idle'
          ? t('retryPaymentAmount', { amount: formatPrice(order.totalAmount) })
          : t(RAZORPAY_PHASE_KEYS[razorpay.phase])}
      </Button>
    </div>
  );
}
