import { useId } from 'react';
import {
  PAYMENT_METHOD_CHOICES,
  paymentMethodCode,
  type PaymentMethodChoice,
  type PaymentMethodInfo,
} from '@shop/contracts';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paymentMessages } from '../../payment/payment.messages';

/**
 * spec §2 Checkout: card, UPI, net banking or cash on delivery, as radio buttons. The shop's
 * list (GET /orders/payment-methods) hides a method it turned off; until it arrives all four show.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  methods,
  choices = PAYMENT_METHOD_CHOICES,
  disabled,
}: {
  value: PaymentMethodChoice;
  onChange: (choice: PaymentMethodChoice) => void;
  methods: PaymentMethodInfo[] | undefined;
  /** A retry offers the online methods only. */
  choices?: readonly PaymentMethodChoice[];
  disabled?: boolean;
}) {
  const t = useT(paymentMessages);
  const name = useId();
  const offered = choices.filter(
    (choice) => !methods || methods.some((method) => method.choice === choice && method.enabled),
  );
  const describe = (choice: PaymentMethodChoice) =>
    methods?.find((method) => method.choice === choice)?.description;

  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">{t('paymentMethodLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {offered.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
              value === choice
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-300 hover:border-brand-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">
                {t('paymentMethod', { method: paymentMethodCode(choice) })}
              </span>
              {describe(choice) ? (
                <span className="block text-sm text-slate-600">{describe(choice)}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
