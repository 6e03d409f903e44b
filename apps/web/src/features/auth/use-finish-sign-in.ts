import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { VerifyOtpResult } from '@shop/contracts';
import { useAuth } from './use-auth';

/**
 * Stores a verified session and moves on. Login and signup send a visitor who is already signed
 * in to '/', but not the shopper who has just signed in here: they go where `finish` says.
 */
export function useFinishSignIn() {
  const { status, setSession } = useAuth();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  async function finish(result: VerifyOtpResult, to: string): Promise<void> {
    setFinishing(true);
    // Waits for the sign-in steps (spec §4 cart and wishlist merge) so the next page shows them.
    await setSession(result.accessToken, result.user);
    await navigate(to, { replace: true });
  }

  return { finish, alreadySignedIn: status === 'signedIn' && !finishing };
}
