import type { z } from 'zod';
import { AddressBodySchema, type Address, type AddressBody } from '@shop/contracts';

/**
 * The address form validates with the API's own schema (spec §5: name, phone, addressLine1,
 * city, state, pincode required; phone 6-9 or the test number; 6-digit pincode), so the
 * browser and the server can never disagree on what a valid address is.
 */
export const addressFormSchema = AddressBodySchema;
export type AddressFormValues = AddressBody;
export type AddressFormOutput = z.output<typeof AddressBodySchema>;

export const ADDRESS_FIELDS = [
  'name',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'landmark',
  'isDefault',
] as const satisfies readonly (keyof AddressFormValues)[];

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pincode: '',
  landmark: '',
  isDefault: false,
};

/** An address as the form edits it. */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    name: address.name,
    phone: address.phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    landmark: address.landmark ?? '',
    isDefault: address.isDefault,
  };
}

/** The body that makes a saved address the default, everything else unchanged. */
export function defaultAddressBody(address: Address): AddressBody {
  return { ...formValuesOf(address), isDefault: true };
}

/** The id to send for an address: `_id`, or `id` from an older answer; '' when it has neither. */
export function addressIdOf(address: Pick<Address, '_id' | 'id'>): string {
  return address._id || address.id || '';
}
