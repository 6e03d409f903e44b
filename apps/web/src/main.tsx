import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LoginRedirectBridge } from '@/app/login-redirect-bridge';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/router';
import { sessionStore } from '@/features/auth';
import './index.css';

const queryClient = createQueryClient();

// spec §4 Session: show the stored user at once, then refresh it from the server.
void sessionStore.start();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <LoginRedirectBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
