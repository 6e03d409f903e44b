import { describe, expect, it } from 'vitest';
import { gstStateCode, gstStateName, gstinCheckCharacter, isValidGstin } from './gst';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('29AABCB1234C1Z')).toBe('A');
  });

  it('refuses a wrong check character, a wrong shape and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});

describe('GST states', () => {
  it('reads states as shoppers type them', () => {
    expect(gstStateName('tamil nadu')).toBe('Tamil Nadu');
    expect(gstStateCode('J&K')).toBe('01');
    expect(gstStateCode('Orissa')).toBe('21');
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateName('Atlantis')).toBeNull();
  });
});
