import type { Address } from '@shop/contracts';

/** A saved address as GET /users/addresses returns it. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  const id = overrides._id ?? 'addr-1';
  return {
    _id: id,
    id,
    name: 'Asha Verma',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    landmark: null,
    isDefault: false,
    createdAt: '2025-02-01T09:00:00.000Z',
    ...overrides,
  };
}
