import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLogout, useLogoutAll } from '@/features/auth';
import { useRevokeSession } from '../api/revoke-session';
import { useSessions } from '../api/get-sessions';
import { SessionRow } from './session-row';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';

/**
 * The Security tab (the spec leaves its content open): where the shopper is signed in, and
 * signing out one device, this device, or everywhere (a lost phone, a shared computer).
 */
export function SecurityPanel() {
  const t = useT(accountMessages);
  const navigate = useNavigate();
  const sessions = useSessions();
  const revokeSession = useRevokeSession();
  const { signOut, isSigningOut } = useLogout();
  const logoutAll = useLogoutAll();

  async function onSignOutHere() {
    await signOut();
    await navigate('/', { replace: true });
  }

  async function onSignOutEverywhere() {
    try {
      // mutateAsync, not mutate's callbacks: the sign-out unmounts this panel before they run.
      await logoutAll.mutateAsync();
    } catch {
      return; // Shown from logoutAll.error below; the shopper is still signed in.
    }
    await navigate('/login', { replace: true });
  }

  // Current device first, then the most recently used.
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          {t('activeSessions')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('activeSessionsText')}</p>
        {revokeSession.isError ? (
          <NoticeBanner tone="error" className="mt-4">
            {t('revokeFailed')}
          </NoticeBanner>
        ) : null}
        {sessions.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('loadingSessions')} />
          </div>
        ) : sessions.isError ? (
          <NoticeBanner tone="error" className="mt-4">
            {t('loadSessionsFailed')}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => sessions.refetch()}
            >
              {t('tryAgain')}
            </button>
          </NoticeBanner>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={revokeSession.isPending && revokeSession.variables === session.id}
                onSignOut={() => revokeSession.mutate(session.id)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sign-out-heading" className="border-t border-slate-200 pt-6">
        <h2 id="sign-out-heading" className="text-lg font-semibold text-slate-900">
          {t('signOutHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('signOutText')}</p>
        {logoutAll.isError ? (
          <NoticeBanner tone="error" className="mt-4">
            {t('signOutAllFailed')}
          </NoticeBanner>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            onClick={() => void onSignOutHere()}
            disabled={isSigningOut || logoutAll.isPending}
          >
            {isSigningOut ? t('signingOut') : t('signOutHere')}
          </Button>
          <Button
            onClick={() => void onSignOutEverywhere()}
            disabled={isSigningOut || logoutAll.isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {logoutAll.isPending ? t('signingOut') : t('signOutAll')}
          </Button>
        </div>
      </section>
    </div>
  );
}
