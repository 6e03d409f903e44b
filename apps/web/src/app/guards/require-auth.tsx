import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loginRedirectState, useAuth } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { layoutMessages } from '../layout/layout.messages';

/**
 * spec §2: signed-in-only pages show a spinner while the session is checked and send a signed-out
 * visitor to /login, remembering where they were (router state `from`, with the query string).
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const t = useT(layoutMessages);

  if (status === 'loading') return <PageSpinner label={t('checkingSignIn')} />;
  if (status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={loginRedirectState(from)} />;
  }
  return <Outlet />;
}
