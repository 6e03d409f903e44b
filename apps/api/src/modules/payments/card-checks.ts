/** Checks a gateway makes on a card before asking the bank (used by the simulated provider). */

export function digitsOnly(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY': a card is valid through the last day of its expiry month. */
export function isExpired(expiryDate: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiryDate);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() >= firstDayAfter;
}

/** The card network from the number's leading digits (what a receipt shows). */
export function cardBrand(cardNumber: string): string {
  const d = digitsOnly(cardNumber);
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(508|60|65|81|82|353|356)/.test(d)) return 'RuPay';
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'Mastercard';
  return 'Card';
}
