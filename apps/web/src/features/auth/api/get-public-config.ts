import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_OTP_LENGTH, type PublicConfig } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { authKeys } from '../auth-keys';

/** GET /config: settings the storefront follows, here the one-time-code length (4 or 6). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    // A server setting: it changes with a deploy, not while a page is open.
    staleTime: Infinity,
  });

/** spec §5/§9: 4-digit codes unless the server says otherwise (also while it is loading). */
export function useOtpLength(): number {
  const { data } = useQuery(publicConfigQueryOptions());
  return data?.otpLength ?? DEFAULT_OTP_LENGTH;
}

/** Whether the fixed test number works here (never in production), to show the hint for it. */
export function useTestLoginEnabled(): boolean {
  const { data } = useQuery(publicConfigQueryOptions());
  return data?.testLoginEnabled ?? false;
}
