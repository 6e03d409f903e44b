import { useId } from 'react';
import type { PaymentMethodChoice, PaymentMethodList } from '@shop/contracts';
import {
  PaymentFields,
  PaymentMethodPicker,
  TestModeHint,
  type PaymentDetails,
} from '@/features/orders';

/** spec §2 Checkout payment method: card, UPI, net banking or cash on delivery, and its form. */
export function PaymentSection({
  method,
  onMethod,
  details,
  onDetails,
  paymentMethods,
  disabled,
}: {
  method: PaymentMethodChoice;
  onMethod: (method: PaymentMethodChoice) => void;
  details: PaymentDetails;
  onDetails: (next: Partial<PaymentDetails>) => void;
  paymentMethods: PaymentMethodList | undefined;
  disabled?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Payment Method
      </h2>
      <PaymentMethodPicker
        value={method}
        onChange={onMethod}
        methods={paymentMethods?.methods}
        disabled={disabled}
      />
      {paymentMethods?.provider === 'simulated' ? <TestModeHint choice={method} /> : null}
      <PaymentFields choice={method} details={details} onChange={onDetails} disabled={disabled} />
    </section>
  );
}
