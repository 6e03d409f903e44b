/**
 * The numbers the journeys' server lists in ADMIN_PHONES (global-setup.ts), so a journey can sign
 * in to the back office (issue 7). Each journey that signs in as the owner has its own number:
 * a sign-in code can be asked for once per 30 s per number, and the journeys run one after another
 * within seconds. Nothing else uses them, so a number's first sign-in creates its account.
 */
export const E2E_ADMIN_PHONE = '9000000099';

/** The reviews journey's owner. */
export const E2E_REVIEWS_ADMIN_PHONE = '9000000098';

/** The stock journey's owner (issue 20). */
export const E2E_STOCK_ADMIN_PHONE = '9000000097';

/** The invoice journey's owner (issue 14). */
export const E2E_INVOICE_ADMIN_PHONE = '9000000096';

/** The returns journey's owner (issue 15). */
export const E2E_RETURNS_ADMIN_PHONE = '9000000095';

/** The delivery journey's owner (issue 16). */
export const E2E_DELIVERY_ADMIN_PHONE = '9000000094';

export const E2E_ADMIN_PHONES = [
  E2E_ADMIN_PHONE,
  E2E_REVIEWS_ADMIN_PHONE,
  E2E_STOCK_ADMIN_PHONE,
  E2E_INVOICE_ADMIN_PHONE,
  E2E_RETURNS_ADMIN_PHONE,
  E2E_DELIVERY_ADMIN_PHONE,
];
