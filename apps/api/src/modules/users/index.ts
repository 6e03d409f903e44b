/**
 * Users: the profile, the address book and notification settings. Sign-in (auth) finds and
 * registers users here; checkout saves a new shipping address to the book.
 */
export { addressRoutes } from './address-routes';
export { addAddress, listUserAddresses } from './address-service';
export { userRoutes } from './user-routes';
export { completeSignIn, findUserByPhone, registerUser, toUser } from './user-service';
