import { useAuth } from '@/features/auth';
import { cartOwnerOf } from './cart-keys';

/**
 * spec §4 Session: a signed-in shopper's cart lives on the server, a visitor's in the browser.
 * `ownerId` is null while signed out (and while the session is still being checked).
 */
export function useCartOwner(): {
  ownerId: string | null;
  status: 'loading' | 'signedIn' | 'signedOut';
} {
  const { status, user } = useAuth();
  return { ownerId: status === 'signedIn' ? cartOwnerOf(user) : null, status };
}
