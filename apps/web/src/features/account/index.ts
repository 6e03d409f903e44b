/**
 * What other features may use from the account: checkout picks a saved address and can save a
 * typed one to the address book (spec §2 Checkout).
 */
export { useAddresses, addressesQueryOptions, getAddresses } from './api/get-addresses';
export { useCreateAddress, postAddress } from './api/create-address';
export { accountKeys } from './account-keys';
export { INDIAN_STATES } from './indian-states';

/** The profile page, its own chunk loaded on first visit (decision 007). */
export const loadProfilePage = () => import('./pages/profile-page').then((m) => m.ProfilePage);
