import { CARD_CVV_LENGTH, CARD_EXPIRY_LENGTH, CARD_NUMBER_MAX_LENGTH } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { formatCardNumber, formatCvv, formatExpiry } from '../../payment/payment-format';
import type { PaymentDetails } from '../../payment/payment-details';
import { paymentMessages } from '../../payment/payment.messages';

type CardValues = Pick<PaymentDetails, 'cardNumber' | 'expiryDate' | 'cvv' | 'cardholderName'>;

/** spec §3 Card form: number grouped in fours, MM/YY, a 3-digit CVV and the name on the card. */
export function CardFields({
  values,
  onChange,
  disabled,
}: {
  values: CardValues;
  onChange: (next: Partial<CardValues>) => void;
  disabled?: boolean;
}) {
  const t = useT(paymentMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('cardNumber')}
        className="sm:col-span-2"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        value={values.cardNumber}
        disabled={disabled}
        onChange={(event) => onChange({ cardNumber: formatCardNumber(event.target.value) })}
      />
      <TextField
        label={t('expiryDate')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('expiryPlaceholder')}
        maxLength={CARD_EXPIRY_LENGTH}
        value={values.expiryDate}
        disabled={disabled}
        onChange={(event) =>
          onChange({ expiryDate: formatExpiry(event.target.value, values.expiryDate) })
        }
      />
      <TextField
        label={t('cvv')}
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={CARD_CVV_LENGTH}
        value={values.cvv}
        disabled={disabled}
        onChange={(event) => onChange({ cvv: formatCvv(event.target.value) })}
      />
      <TextField
        label={t('cardholderName')}
        className="sm:col-span-2"
        autoComplete="cc-name"
        placeholder={t('nameOnCard')}
        value={values.cardholderName}
        disabled={disabled}
        onChange={(event) => onChange({ cardholderName: event.target.value })}
      />
    </div>
  );
}
