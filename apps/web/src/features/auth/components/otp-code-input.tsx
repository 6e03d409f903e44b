import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { authMessages } from '../auth.messages';
import { keepCodeDigits } from '../sign-in-forms';

type OtpCodeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
  length: number;
  error?: string;
};

/**
 * One box for the whole code, not one per digit: `one-time-code` lets iOS and Android offer the
 * code from the SMS, and a paste lands in one go.
 */
export function OtpCodeInput({ value, onChange, length, ...input }: OtpCodeInputProps) {
  const t = useT(authMessages);
  return (
    <TextField
      label={t('otpLabel')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length}
      placeholder={'•'.repeat(length)}
      value={value}
      onChange={(event) => onChange(keepCodeDigits(event.target.value, length))}
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      {...input}
    />
  );
}
