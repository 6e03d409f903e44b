import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useShopper, wishlistKeys } from '@/features/shopping';

/** spec §7: DELETE /wishlist/clear. */
export async function deleteWishlist(): Promise<Wishlist> {
  const { wishlist } = await api.delete<{ wishlist: Wishlist }>('/wishlist/clear');
  return wishlist;
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationKey: ['wishlist', 'clear'],
    mutationFn: deleteWishlist,
    onSuccess: (wishlist) => {
      if (ownerId) queryClient.setQueryData(wishlistKeys.list(ownerId), wishlist);
    },
  });
}
