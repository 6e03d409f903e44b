import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useShopper } from '../use-shopper';
import { wishlistKeys } from '../wishlist-keys';

/** spec §7: GET /wishlist -> data.wishlist (newest first). */
export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  const { wishlist } = await api.get<{ wishlist: Wishlist }>('/wishlist', { signal });
  return wishlist;
}

export const wishlistQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: wishlistKeys.list(ownerId),
    queryFn: ({ signal }) => getWishlist(signal),
  });

/** The signed-in shopper's wishlist; idle while signed out. */
export function useServerWishlist() {
  const { ownerId } = useShopper();
  return useQuery({ ...wishlistQueryOptions(ownerId ?? 'signed-out'), enabled: ownerId !== null });
}
