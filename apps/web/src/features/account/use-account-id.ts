import { useAuth } from '@/features/auth';
import { accountIdOf } from './account-keys';

/** The id the account queries are keyed by (see accountKeys). */
export function useAccountId(): string {
  return accountIdOf(useAuth().user);
}
