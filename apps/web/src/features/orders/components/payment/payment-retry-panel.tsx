import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  paymentMethodChoice,
  type Order,
  type PaymentMethodChoice,
  type PaymentMethodList,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { formatPrice } from '@/lib/format';
import { usePayOrder } from '../../api/pay-order';
import {
  EMPTY_PAYMENT_DETAILS,
  paymentBodyOf,
  paymentProblem,
  type PaymentDetails,
} from '../../payment/payment-details';
import { PaymentFields } from './payment-fields';
import { PaymentMethodPicker } from './payment-method-picker';
import { TestModeHint } from './test-mode-hint';

const ONLINE_CHOICES: readonly PaymentMethodChoice[] = ['card', 'upi', 'netbanking'];

/** The gateway's reason for a decline, as the order records it, or the answer's message. */
function declineReason(order: Order): string | null {
  return order.paymentStatus === 'failed'
    ? (order.payment?.failureReason ?? 'Your payment did not go through.')
    : null;
}

/**
 * Pays a placed online order again after a decline (or a payment that never finished), on the
 * same order: POST /orders/{id}/payment. The shopper may switch to another online method.
 */
export function PaymentRetryPanel({
  order,
  paymentMethods,
  onPaid,
  takeFocus = false,
}: {
  order: Order;
  paymentMethods: PaymentMethodList | undefined;
  onPaid: (order: Order) => void;
  /** At checkout the panel replaces the form the shopper was at the bottom of: go to it. */
  takeFocus?: boolean;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const startChoice = paymentMethodChoice(order.paymentMethod);
  const [choice, setChoice] = useState<PaymentMethodChoice>(
    startChoice === 'cod' ? 'card' : startChoice,
  );
  const [details, setDetails] = useState<PaymentDetails>(EMPTY_PAYMENT_DETAILS);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = usePayOrder();
  const reason = failure ?? declineReason(order);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = paymentProblem(choice, details);
    const body = paymentBodyOf(choice, details);
    if (problem || !body) {
      window.alert(problem ?? 'Please choose a payment method');
      return;
    }
    setFailure(null);
    try {
      const paid = await pay.mutateAsync({ orderId: order.orderId, body });
      if (paid.paymentStatus === 'completed') onPaid(paid);
      else setFailure(declineReason(paid) ?? 'Your payment did not go through.');
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Payment failed.');
      // A declined card is rarely declined for its CVV alone; the shopper types it again anyway.
      setDetails((current) => ({ ...current, cvv: '' }));
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-32 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Complete your payment
      </h2>
      {reason ? (
        <NoticeBanner tone="error">
          <strong className="font-semibold">Payment failed:</strong> {reason}
        </NoticeBanner>
      ) : null}
      <p className="text-sm text-slate-600">
        Your order #{order.orderNumber} is saved and its items are held for you. Pay{' '}
        {formatPrice(order.totalAmount)} to confirm it
        {paymentMethods ? ` within ${paymentMethods.paymentWindowMinutes} minutes` : ''}, or it will
        be cancelled.
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <PaymentMethodPicker
          value={choice}
          onChange={setChoice}
          methods={paymentMethods?.methods}
          choices={ONLINE_CHOICES}
          disabled={pay.isPending}
        />
        {paymentMethods?.provider === 'simulated' ? <TestModeHint choice={choice} /> : null}
        <PaymentFields
          choice={choice}
          details={details}
          onChange={(next) => setDetails((current) => ({ ...current, ...next }))}
          disabled={pay.isPending}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
          {pay.isPending
            ? 'Processing payment...'
            : `Retry Payment ${formatPrice(order.totalAmount)}`}
        </Button>
      </form>
    </section>
  );
}
