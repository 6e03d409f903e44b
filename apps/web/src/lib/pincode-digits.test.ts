import { describe, expect, it } from 'vitest';
import { pincodeDigits } from './pincode-digits';

describe('pincodeDigits', () => {
  it('keeps the digits of a pasted pincode, then at most six', () => {
    expect(pincodeDigits('110 001')).toBe('110001');
    expect(pincodeDigits(' 560001 ')).toBe('560001');
    expect(pincodeDigits('PIN: 400-001')).toBe('400001');
    expect(pincodeDigits('5600012')).toBe('560001');
    expect(pincodeDigits('abc')).toBe('');
  });
});
