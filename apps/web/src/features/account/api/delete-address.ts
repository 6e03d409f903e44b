import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';
import { addressIdOf } from '../address-form-values';

/** spec §7: DELETE /users/addresses/{id} -> data.id. */
export async function deleteAddress(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/users/addresses/${encodeURIComponent(id)}`);
}

export const deleteAddressMutationOptions = () => mutationOptions({ mutationFn: deleteAddress });

/**
 * spec §8: the address leaves the list at once and comes back if the server refuses. The list
 * is reloaded afterwards either way, since deleting the default may promote another address.
 */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const queryKey = accountKeys.addresses(useOwnerId());
  return useMutation({
    ...deleteAddressMutationOptions(),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Address[]>(queryKey);
      queryClient.setQueryData<Address[]>(queryKey, (list) =>
        list?.filter((address) => addressIdOf(address) !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    // Not awaited: the shopper hears how the delete went without waiting for the reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
