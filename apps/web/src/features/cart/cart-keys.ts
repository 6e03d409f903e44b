import type { SessionUser } from '@/features/auth';

/**
 * Query keys of the signed-in shopper's server cart. The owner is part of every key, so after a
 * sign-out and another sign-in on the same browser nobody sees the previous shopper's cart;
 * `cartKeys.all` covers every cart query (what `invalidateCart` refreshes).
 */
export const cartKeys = {
  all: ['cart'] as const,
  owner: (ownerId: string) => ['cart', ownerId] as const,
  cart: (ownerId: string) => ['cart', ownerId, 'cart'] as const,
  summary: (ownerId: string) => ['cart', ownerId, 'summary'] as const,
};

/** Whose cart a query belongs to: the user's id, else their number. */
export function cartOwnerOf(user: SessionUser | null): string {
  return user?._id ?? user?.id ?? user?.phone ?? 'signed-in';
}
