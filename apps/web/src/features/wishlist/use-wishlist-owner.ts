import { useAuth } from '@/features/auth';
import { wishlistOwnerOf } from './wishlist-keys';

/** spec §4 Session: signed in, the wishlist is the server's; ownerId is null otherwise. */
export function useWishlistOwner(): {
  ownerId: string | null;
  status: 'loading' | 'signedIn' | 'signedOut';
} {
  const { status, user } = useAuth();
  return { ownerId: status === 'signedIn' ? wishlistOwnerOf(user) : null, status };
}
