import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

export interface UpdateAddressInput {
  id: string;
  body: AddressBody;
}

/** spec §7: PUT /users/addresses/{id} -> data.address (also how an address becomes default). */
export async function putAddress({ id, body }: UpdateAddressInput): Promise<Address> {
  const data = await api.put<{ address: Address }>(
    `/users/addresses/${encodeURIComponent(id)}`,
    body,
  );
  return data.address;
}

export const updateAddressMutationOptions = () => mutationOptions({ mutationFn: putAddress });

/** Saves an address, then reloads the list: making one default clears the badge on another. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const accountId = useOwnerId();
  return useMutation({
    ...updateAddressMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(accountId) }),
  });
}
