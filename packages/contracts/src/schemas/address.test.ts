import { describe, expect, it } from 'vitest';
import { AddressBodySchema, ShippingAddressBodySchema } from './address';

const ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('one address schema for the book and the order', () => {
  it('applies the same rules to both', () => {
    for (const schema of [AddressBodySchema, ShippingAddressBodySchema]) {
      expect(schema.parse(ADDRESS)).toMatchObject({
        ...ADDRESS,
        addressLine2: null,
        landmark: null,
      });
      expect(firstMessage(schema.safeParse({ ...ADDRESS, name: ' ' }))).toBe('Name is required');
      expect(firstMessage(schema.safeParse({ ...ADDRESS, pincode: '012345' }))).toBe(
        'Please enter a valid 6-digit pincode',
      );
      expect(firstMessage(schema.safeParse({ ...ADDRESS, extra: 1 }))).toBe(
        'Unrecognized key: "extra"',
      );
    }
  });

  it('words addressLine1 as each form labels it, and keeps what only one of them has', () => {
    const blankLine = { ...ADDRESS, addressLine1: '' };
    expect(firstMessage(AddressBodySchema.safeParse(blankLine))).toBe('Address line 1 is required');
    expect(firstMessage(ShippingAddressBodySchema.safeParse(blankLine))).toBe(
      'Address is required',
    );
    expect(AddressBodySchema.parse({ ...ADDRESS, isDefault: true }).isDefault).toBe(true);
    expect(ShippingAddressBodySchema.parse({ ...ADDRESS, email: '' }).email).toBeNull();
  });
});
