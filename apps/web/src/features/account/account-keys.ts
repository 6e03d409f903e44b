/**
 * Query keys for the signed-in shopper's own data. The user id is part of every key, so after a
 * sign-out and another sign-in on the same browser nobody sees the previous shopper's addresses.
 */
export const accountKeys = {
  all: ['account'] as const,
  addresses: (userId: string) => ['account', userId, 'addresses'] as const,
  sessions: (userId: string) => ['account', userId, 'sessions'] as const,
  notificationPreferences: (userId: string) =>
    ['account', userId, 'notification-preferences'] as const,
};
