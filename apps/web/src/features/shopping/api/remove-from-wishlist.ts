import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useShopper } from '../use-shopper';
import { wishlistKeys } from '../wishlist-keys';

/** spec §7: DELETE /wishlist/{productId}. */
export async function deleteWishlistItem(productId: string): Promise<Wishlist> {
  const { wishlist } = await api.delete<{ wishlist: Wishlist }>(
    `/wishlist/${encodeURIComponent(productId)}`,
  );
  return wishlist;
}

export function useRemoveFromServerWishlist() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: deleteWishlistItem,
    onSuccess: (wishlist) => {
      if (ownerId) queryClient.setQueryData(wishlistKeys.list(ownerId), wishlist);
    },
  });
}
