/**
 * What other features may use from the account: checkout picks a saved address, offers the
 * Indian states for a typed one, and reloads the address book when the order saved it (spec §2
 * Checkout).
 */
import { currentLanguage, loadLanguage } from '@/lib/i18n';

export { useAddresses } from './api/get-addresses';
export { accountKeys } from './account-keys';
export { INDIAN_STATES, stateLabel } from './indian-states';
export { placeHint, usePincodeAutofill } from './api/lookup-pincode';

/** The profile page, its own chunk loaded on first visit (decision 007), with its messages. */
export const loadProfilePage = async () => {
  const { ProfilePage } = await import('./pages/profile-page');
  // The chunk's message books in the page's language, so no part of the page suspends on them.
  await loadLanguage(currentLanguage());
  return ProfilePage;
};
