import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirectState } from '@/features/auth';
import { setLoginRedirect } from '@/lib/api-client';

/** spec §4: after a 401 has cleared the session, go to /login in-app and remember the page. */
export function LoginRedirectBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    setLoginRedirect(() => navigate('/login', { state: loginRedirectState(from) }));
  }, [navigate, from]);
  return null;
}
