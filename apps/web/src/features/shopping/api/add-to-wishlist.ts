import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { DEFAULT_VARIANT_ID } from '../local-wishlist';
import { useShopper } from '../use-shopper';
import { wishlistKeys } from '../wishlist-keys';

export interface AddToWishlistInput {
  product: string;
  variantId?: string | null;
}

/**
 * spec §7: POST /wishlist/add {product, variantId optional}; adding a saved product again changes
 * nothing. spec §5: a variant id of 'default' is not sent.
 */
export async function postAddToWishlist({ product, variantId }: AddToWishlistInput) {
  const body = variantId && variantId !== DEFAULT_VARIANT_ID ? { product, variantId } : { product };
  const { wishlist } = await api.post<{ wishlist: Wishlist }>('/wishlist/add', body);
  return wishlist;
}

export function useAddToServerWishlist() {
  const queryClient = useQueryClient();
  const { ownerId } = useShopper();
  return useMutation({
    mutationFn: postAddToWishlist,
    onSuccess: (wishlist) => {
      if (ownerId) queryClient.setQueryData(wishlistKeys.list(ownerId), wishlist);
    },
  });
}
