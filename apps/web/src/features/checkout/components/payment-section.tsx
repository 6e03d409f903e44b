import { useEffect, useId } from 'react';
import type { PaymentMethodChoice, PaymentMethodList } from '@shop/contracts';
import {
  PaymentFields,
  PaymentMethodPicker,
  TestModeHint,
  type PaymentDetails,
} from '@/features/orders';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';

/**
 * spec §2 Checkout payment method: card, UPI, net banking or cash on delivery, and its form.
 * Under Razorpay (decision 008) the shop asks for no card, UPI or bank details: Razorpay's
 * window takes them once the order is placed.
 */
export function PaymentSection({
  method,
  onMethod,
  details,
  onDetails,
  paymentMethods,
  codUnavailable,
  codFee = 0,
  disabled,
}: {
  method: PaymentMethodChoice;
  onMethod: (method: PaymentMethodChoice) => void;
  details: PaymentDetails;
  onDetails: (next: Partial<PaymentDetails>) => void;
  paymentMethods: PaymentMethodList | undefined;
  /** Why cash on delivery is withheld for this address and cart (issue 16), if it is. */
  codUnavailable?: string;
  /** Rupees a cash-on-delivery order adds (the owner's COD fee; 0 by default). */
  codFee?: number;
  disabled?: boolean;
}) {
  const t = useT(checkoutMessages);
  const headingId = useId();
  const razorpay = paymentMethods?.provider === 'razorpay';
  // A rule withholds cash on delivery: it is not offered, and a chosen one falls back to card.
  const methods =
    codUnavailable && paymentMethods
      ? paymentMethods.methods.map((m) => (m.code === 'COD' ? { ...m, enabled: false } : m))
      : paymentMethods?.methods;
  useEffect(() => {
    if (codUnavailable && method === 'cod') onMethod('card');
  }, [codUnavailable, method, onMethod]);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('paymentMethod')}
      </h2>
      <PaymentMethodPicker
        value={method}
        onChange={onMethod}
        methods={methods}
        disabled={disabled}
      />
      {codUnavailable ? (
        <p className="text-sm text-slate-700">{t('codNotOffered', { reason: codUnavailable })}</p>
      ) : null}
      {method === 'cod' && codFee > 0 ? (
        <p className="text-sm text-slate-700">{t('codFee', { fee: formatPrice(codFee) })}</p>
      ) : null}
      {paymentMethods?.provider === 'simulated' ? <TestModeHint choice={method} /> : null}
      {razorpay && method !== 'cod' ? (
        <p className="text-sm text-slate-600">{t('razorpayNote')}</p>
      ) : (
        <PaymentFields choice={method} details={details} onChange={onDetails} disabled={disabled} />
      )}
    </section>
  );
}
