import type { ComponentProps, ReactNode } from 'react';
import { PHONE_PREFIX } from '@shop/contracts';
import { TextField } from './form-field';
import { keepPhoneDigits } from './phone-digits';
import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

type PhoneNumberFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
  label?: string;
  error?: string;
  hint?: ReactNode;
};

/**
 * spec §2/§5: the 10-digit mobile number after a fixed '+91 '. There is deliberately no
 * maxLength: the browser would cut a pasted '+91 98765 43210' before keepPhoneDigits could
 * drop the country code; keepPhoneDigits caps the value at 10 instead.
 */
export function PhoneNumberField({ value, onChange, label, ...input }: PhoneNumberFieldProps) {
  const t = useT(uiMessages);
  return (
    <TextField
      label={label ?? t('mobileNumber')}
      prefix={PHONE_PREFIX}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('mobilePlaceholder')}
      value={value}
      onChange={(event) => onChange(keepPhoneDigits(event.target.value))}
      {...input}
    />
  );
}
