/**
 * What other features may use from the account: checkout picks a saved address, offers the
 * Indian states for a typed one, and reloads the address book when the order saved it (spec §2
 * Checkout).
 */
export { useAddresses } from './api/get-addresses';
export { accountKeys } from './account-keys';
export { INDIAN_STATES } from './indian-states';
export { placeHint, usePincodeAutofill } from './api/lookup-pincode';

/** The profile page, its own chunk loaded on first visit (decision 007). */
export const loadProfilePage = () => import('./pages/profile-page').then((m) => m.ProfilePage);
