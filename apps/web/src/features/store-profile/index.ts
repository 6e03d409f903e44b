/** The shop's legal identity (issue 14): the footer's Contact Us shows it; the console edits it. */
export { storeProfileKeys } from './store-profile-keys';
export { StoreIdentity } from './components/store-identity';
