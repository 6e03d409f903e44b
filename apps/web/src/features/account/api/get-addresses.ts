import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/contracts';
import { useOwnerId } from '@/features/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from '../account-keys';

/** spec §7: GET /users/addresses -> data.addresses. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const data = await api.get<{ addresses: Address[] }>('/users/addresses', { signal });
  return Array.isArray(data.addresses) ? data.addresses : [];
}

export const addressesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.addresses(accountId),
    queryFn: ({ signal }) => getAddresses(signal),
  });

/** The signed-in shopper's address book. */
export function useAddresses() {
  return useQuery(addressesQueryOptions(useOwnerId()));
}
