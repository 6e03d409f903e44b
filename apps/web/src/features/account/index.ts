/**
 * What other features may use from the account: checkout picks a saved address and can save a
 * typed one to the address book (spec §2 Checkout).
 */
export { useAddresses, addressesQueryOptions, getAddresses } from './api/get-addresses';
export { useCreateAddress, postAddress } from './api/create-address';
export { accountKeys } from './account-keys';
export { INDIAN_STATES } from './indian-states';
