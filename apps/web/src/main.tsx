import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { loginRedirectState, sessionStore } from '@/features/auth';
import { setLoginRedirect } from '@/lib/api-client';
import './index.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// spec §4: after a 401 has cleared the session, go to /login in-app and remember the page.
setLoginRedirect(() => {
  const { pathname, search, hash } = router.state.location;
  void router.navigate('/login', { state: loginRedirectState(`${pathname}${search}${hash}`) });
});

// spec §4 Session: show the stored user at once, then refresh it from the server.
void sessionStore.start();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
