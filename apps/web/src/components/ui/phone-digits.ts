import { PHONE_LENGTH } from '@shop/contracts';

/**
 * spec §5: the mobile number is digits only, at most 10; anything else is dropped as typed. A
 * pasted or autofilled number that still carries its country code (+91 98765 43210) or trunk
 * zero (098765 43210) keeps the 10 digits that matter rather than the first 10.
 */
export function keepPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
