import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** spec §7: POST /users/addresses -> data.address. */
export async function postAddress(body: AddressBody): Promise<Address> {
  const data = await api.post<{ address: Address }>('/users/addresses', body);
  return data.address;
}

export const createAddressMutationOptions = () => mutationOptions({ mutationFn: postAddress });

/** Adds an address, then reloads the list (the first one, or a new default, moves the badge). */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  const accountId = useOwnerId();
  return useMutation({
    ...createAddressMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(accountId) }),
  });
}
