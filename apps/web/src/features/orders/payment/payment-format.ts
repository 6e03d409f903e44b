import { CARD_CVV_LENGTH, CARD_EXPIRY_LENGTH, CARD_NUMBER_MAX_LENGTH } from '@shop/contracts';

/**
 * spec §5/§9 card form: the number is grouped in fours as it is typed and is at most 19
 * characters with the spaces (16 digits); the expiry reads MM/YY (5 characters); the CVV is
 * digits only, 3 of them. Formatting on every keystroke also cleans pasted text.
 */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** '0' -> '0', '12' -> '12/', '1228' -> '12/28'; deleting the slash also deletes its month digit. */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  const erasing = typed.length < previous.length;
  if (digits.length < 2 || (digits.length === 2 && erasing)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`.slice(0, CARD_EXPIRY_LENGTH);
}

export function formatCvv(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CARD_CVV_LENGTH);
}
