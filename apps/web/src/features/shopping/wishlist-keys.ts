/**
 * Query keys of the signed-in shopper's server wishlist, with the owner (ownerIdOf) in every
 * key so a second shopper on the same browser never sees the first one's list.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (ownerId: string) => ['wishlist', ownerId, 'list'] as const,
};
