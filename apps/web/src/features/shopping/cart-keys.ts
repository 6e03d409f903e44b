/**
 * Query keys of the signed-in shopper's server cart. The owner (ownerIdOf) is part of every
 * key, so after a sign-out and another sign-in on the same browser nobody sees the previous
 * shopper's cart; `cartKeys.all` covers every cart query (what `invalidateCart` refreshes).
 */
export const cartKeys = {
  all: ['cart'] as const,
  owner: (ownerId: string) => ['cart', ownerId] as const,
  cart: (ownerId: string) => ['cart', ownerId, 'cart'] as const,
  summary: (ownerId: string) => ['cart', ownerId, 'summary'] as const,
};
