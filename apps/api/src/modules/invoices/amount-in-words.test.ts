import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';
import { documentNumber, financialYear } from './invoice-numbering';

describe('invoice totals in words (the Indian way)', () => {
  it('says lakh and crore, and the paise', () => {
    expect(rupeesInWords(100_200)).toBe('Rupees One Thousand Two Only');
    expect(rupeesInWords(12_345_678_950)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only',
    );
    expect(rupeesInWords(99)).toBe('Rupees Zero and Ninety Nine Paise Only');
  });
});

describe('invoice numbers', () => {
  it('run per financial year, April to March in India', () => {
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27'); // 23:30 IST
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28'); // 1 April IST
    expect(documentNumber('invoice', '2026-27', 42)).toBe('BB/26-27/000042');
    expect(documentNumber('credit_note', '2026-27', 1)).toHaveLength(15);
  });
});
