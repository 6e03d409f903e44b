import { COUNTRIES } from '@shop/contracts';
import { INDIAN_STATES, placeHint, stateLabel, usePincodeAutofill } from '@/features/account';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage, useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';
import type { NewAddressValues } from '../shipping-form';
import { pincodeDigits } from '@/lib/pincode-digits';

/** spec §3 Checkout form: fullName, email, phone, address, city, state, pincode, country India. */
export function NewAddressFields({
  values,
  onChange,
  saveAddress,
  onSaveAddress,
  disabled,
}: {
  values: NewAddressValues;
  onChange: (next: Partial<NewAddressValues>) => void;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const field = (name: keyof Omit<NewAddressValues, 'country'>) => ({
    value: values[name],
    disabled,
    required: true,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  // Issue 16: a valid pincode fills a blank city and state (still editable).
  const pincode = usePincodeAutofill(values.pincode, values, onChange);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fullName')} autoComplete="name" {...field('fullName')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('mobileNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        {...field('phone')}
        onChange={(event) => onChange({ phone: event.target.value.replace(/\D/g, '') })}
      />
      <TextField
        label={t('address')}
        placeholder={t('addressPlaceholder')}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
      <SelectField
        label={t('state')}
        placeholder={t('selectState')}
        options={INDIAN_STATES}
        optionLabel={(state) => stateLabel(state, language)}
        autoComplete="address-level1"
        error={pincode.wrongState}
        {...field('state')}
      />
      <TextField
        label={t('pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={placeHint(pincode.place)}
        error={pincode.unknown}
        {...field('pincode')}
        onChange={(event) => onChange({ pincode: pincodeDigits(event.target.value) })}
      />
      <SelectField
        label={t('country')}
        placeholder={t('selectCountry')}
        options={COUNTRIES}
        optionLabel={(country) => (country === 'India' ? t('india') : country)}
        value={values.country}
        disabled={disabled}
        autoComplete="country-name"
        onChange={() => onChange({ country: 'India' })}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={saveAddress}
          disabled={disabled}
          onChange={(event) => onSaveAddress(event.target.checked)}
          className="size-5 rounded border-slate-300 accent-brand-700"
        />
        {t('saveAddress')}
      </label>
    </div>
  );
}
