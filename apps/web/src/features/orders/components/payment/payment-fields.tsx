import { NET_BANKING_BANKS, type PaymentMethodChoice } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useFieldIds } from '@/components/ui/use-field-ids';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { useT } from '@/lib/i18n';
import type { PaymentDetails } from '../../payment/payment-details';
import { CardFields } from './card-fields';
import { paymentMessages } from '../../payment/payment.messages';

/** The details one payment method needs (spec §2/§3): card, UPI id, bank, or none for COD. */
export function PaymentFields({
  choice,
  details,
  onChange,
  disabled,
}: {
  choice: PaymentMethodChoice;
  details: PaymentDetails;
  onChange: (next: Partial<PaymentDetails>) => void;
  disabled?: boolean;
}) {
  const t = useT(paymentMessages);
  const bankIds = useFieldIds(undefined, null, undefined);
  switch (choice) {
    case 'card':
      return <CardFields values={details} onChange={onChange} disabled={disabled} />;
    case 'upi':
      return (
        <TextField
          label={t('upiId')}
          // eslint-disable-next-line i18n/no-literal-text -- an example UPI id: they are Latin letters in every language
          placeholder="yourname@bank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={details.upiId}
          disabled={disabled}
          hint={t('upiHint')}
          onChange={(event) => onChange({ upiId: event.target.value.trim() })}
        />
      );
    case 'netbanking':
      return (
        <div>
          <label
            htmlFor={bankIds.controlId}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            {t('bank')}
          </label>
          <div className="relative">
            <select
              id={bankIds.controlId}
              value={details.bankCode}
              disabled={disabled}
              onChange={(event) => onChange({ bankCode: event.target.value })}
              className={`${FIELD_CONTROL_CLASS} appearance-none pr-9 ${fieldBorderClass(false)}`}
            >
              <option value="">{t('selectBank')}</option>
              {NET_BANKING_BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
          </div>
        </div>
      );
    case 'cod':
      return <p className="text-sm text-slate-600">{t('codText')}</p>;
  }
}
