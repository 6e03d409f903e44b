import { useState, type FormEvent } from 'react';
import {
  paymentMethodChoice,
  type Order,
  type PaymentMethodChoice,
  type PaymentMethodList,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { usePayOrder } from '../../api/pay-order';
import {
  EMPTY_PAYMENT_DETAILS,
  paymentBodyOf,
  paymentProblem,
  type PaymentDetails,
} from '../../payment/payment-details';
import { declineReason } from '../../payment/decline-reason';
import { paymentMessages } from '../../payment/payment.messages';
import { PaymentFields } from './payment-fields';
import { PaymentMethodPicker } from './payment-method-picker';
import { TestModeHint } from './test-mode-hint';

const ONLINE_CHOICES: readonly PaymentMethodChoice[] = ['card', 'upi', 'netbanking'];

/**
 * The pay step when the shop takes the details itself (the simulated gateway): an online method,
 * its card, UPI id or bank, posted to POST /orders/{id}/payment.
 */
export function DetailsPaymentForm({
  order,
  paymentMethods,
  onPaid,
  onFailure,
}: {
  order: Order;
  paymentMethods: PaymentMethodList | undefined;
  onPaid: (order: Order) => void;
  onFailure: (message: string | null) => void;
}) {
  const startChoice = paymentMethodChoice(order.paymentMethod);
  const [choice, setChoice] = useState<PaymentMethodChoice>(
    startChoice === 'cod' ? 'card' : startChoice,
  );
  const [details, setDetails] = useState<PaymentDetails>(EMPTY_PAYMENT_DETAILS);
  const pay = usePayOrder();
  const t = useT(paymentMessages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = paymentProblem(choice, details);
    const body = paymentBodyOf(choice, details);
    if (problem || !body) {
      window.alert(problem ?? t('chooseMethod'));
      return;
    }
    onFailure(null);
    try {
      const paid = await pay.mutateAsync({ orderId: order.orderId, body });
      if (paid.paymentStatus === 'completed') onPaid(paid);
      else onFailure(declineReason(paid) ?? t('didNotGoThrough'));
    } catch (error) {
      onFailure(error instanceof Error && error.message ? error.message : t('paymentFailedShort'));
      // A declined card is rarely declined for its CVV alone; the shopper types it again anyway.
      setDetails((current) => ({ ...current, cvv: '' }));
    }
  };

  return (
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
          ? t('processingPayment')
          : t('retryPaymentAmount', { amount: formatPrice(order.totalAmount) })}
      </Button>
    </form>
  );
}
