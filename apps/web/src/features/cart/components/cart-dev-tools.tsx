import { useState } from 'react';
import { TEST_OTP, TEST_PHONE, type VerifyOtpResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

/**
 * spec §2 Cart / §7 Developer helper: 'Test Login' (signed out) posts the fixed test number and
 * code to /api/auth/verify-otp and stores the session it answers with (which merges the cart
 * like any sign-in); 'Force Refresh' reloads the cart. The cart page loads this only in
 * development builds (import.meta.env.DEV), so production bundles do not contain it.
 */
export function CartDevTools({ onForceRefresh }: { onForceRefresh: () => Promise<unknown> }) {
  const t = useT(cartMessages);
  const { status, setSession } = useAuth();
  const [busy, setBusy] = useState(false);

  async function testLogin() {
    setBusy(true);
    try {
      const result = await api.post<VerifyOtpResult>('/auth/verify-otp', {
        phone: TEST_PHONE,
        otp: TEST_OTP,
        name: 'Test User',
      });
      await setSession(result.accessToken, result.user);
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('testLoginFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function forceRefresh() {
    setBusy(true);
    try {
      await onForceRefresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label={t('developerTools')}
      className="mt-12 rounded-xl border border-dashed border-saffron-400 bg-saffron-50 p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">
        {t('developmentOnly')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {status === 'signedOut' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void testLogin()}>
            {t('testLogin')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void forceRefresh()}>
          {t('forceRefresh')}
        </Button>
      </div>
    </section>
  );
}
