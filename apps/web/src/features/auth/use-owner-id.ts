import { ownerIdOf } from './session-helpers';
import { useAuth } from './use-auth';

/** The signed-in shopper's ownerIdOf, for the pages only a signed-in shopper reaches. */
export function useOwnerId(): string {
  return ownerIdOf(useAuth().user);
}
