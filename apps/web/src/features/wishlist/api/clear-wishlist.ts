import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@shop/contracts';
import { useShopper, wishlistKeys } from '@/features/shopping';
import { api } from '@/lib/api-client';

/** spec §7: DELETE /wishlist/clear. */
export async function deleteWishlist(): Promise<Wishlist> {
  const { wishlist } = await api.delete<{ wishlist: Wishlist }>('/wishlist/clear');
  return wishlist;
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: deleteWishlist,
    onSuccess: (wishlist) => {
      if (ownerId) queryClient.setQueryData(wishlistKeys.list(ownerId), wishlist);
    },
  });
}
