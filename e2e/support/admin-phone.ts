/**
 * The number the journeys' server lists in ADMIN_PHONES (global-setup.ts), so a journey can sign
 * in to the back office (issue 7). Nothing else uses it, so its first sign-in creates the account.
 */
export const E2E_ADMIN_PHONE = '9000000099';

/** A second owner's number for the reviews journey, so its sign-in never waits on a resend. */
export const E2E_REVIEWS_ADMIN_PHONE = '9000000098';
