import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvv, formatExpiry } from './payment-format';

describe('card form formatting (spec §5/§9)', () => {
  it('groups the card number in fours as it is typed or pasted', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111.1111')).toBe('4111 1111 1111 1111');
  });

  it('keeps the card number to 19 characters with the spaces', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111111111111119999')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY in 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('ab12cd28')).toBe('12/28');
  });

  it('lets a backspace over the slash remove it', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('keeps only 3 digits of the CVV', () => {
    expect(formatCvv('1a2b3')).toBe('123');
    expect(formatCvv('12345')).toBe('123');
  });
});
