import type { Address } from '@shop/contracts';

/** The address radio: a saved address's id, or a new one typed at checkout. */
export const NEW_ADDRESS = 'new';
export type AddressChoice = string;

/** spec §2: the default address is preselected; without saved addresses the form shows. */
export function initialAddressChoice(addresses: Address[]): AddressChoice {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?._id ?? NEW_ADDRESS;
}
