import { ownerIdOf, useAuth, type AuthStatus } from '@/features/auth';

/**
 * spec §4 Session: a signed-in shopper's cart and wishlist live on the server, a visitor's in
 * the browser. `ownerId` keys the server's (see ownerIdOf) and is null while signed out (and
 * while the session is still being checked).
 */
export function useShopper(): { ownerId: string | null; status: AuthStatus } {
  const { status, user } = useAuth();
  return { ownerId: status === 'signedIn' ? ownerIdOf(user) : null, status };
}
