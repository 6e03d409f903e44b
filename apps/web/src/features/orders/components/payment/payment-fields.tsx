import { NET_BANKING_BANKS, type PaymentMethodChoice } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useFieldIds } from '@/components/ui/use-field-ids';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import type { PaymentDetails } from '../../payment/payment-details';
import { CardFields } from './card-fields';

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
  const bankIds = useFieldIds(undefined, null, undefined);
  switch (choice) {
    case 'card':
      return <CardFields values={details} onChange={onChange} disabled={disabled} />;
    case 'upi':
      return (
        <TextField
          label="UPI ID"
          placeholder="yourname@bank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={details.upiId}
          disabled={disabled}
          hint="The request appears in your UPI app to approve."
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
            Bank
          </label>
          <div className="relative">
            <select
              id={bankIds.controlId}
              value={details.bankCode}
              disabled={disabled}
              onChange={(event) => onChange({ bankCode: event.target.value })}
              className={`${FIELD_CONTROL_CLASS} appearance-none pr-9 ${fieldBorderClass(false)}`}
            >
              <option value="">Select your bank</option>
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
      return (
        <p className="text-sm text-slate-600">
          Pay in cash or by UPI when your order is delivered. No payment is needed now.
        </p>
      );
  }
}
