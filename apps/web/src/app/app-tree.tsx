import { StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/contracts';
import { LanguageProvider } from '@/lib/i18n';
import { LoginRedirectBridge } from './login-redirect-bridge';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './route-error';
import { AppRoutes } from './router';

declare global {
  interface Window {
    /** Buttons tapped on a server-rendered page before the app had started (decision 030). */
    __heldTaps?: HTMLElement[];
  }
}

/**
 * Marks the page once React has taken it over (the journeys wait for it), and gives the app the
 * taps the page's starter held while the app was on its way: the shopper's tap is not lost.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const taps = window.__heldTaps?.splice(0) ?? [];
    if (taps.length > 0) {
      setTimeout(() => {
        for (const tap of taps) if (tap.isConnected) tap.click();
      });
    }
  }, []);
  return null;
}

/**
 * The whole app, the same tree in the browser and on the server (decision 024): hydration
 * matches only when both render the same components in the same places (React's useId depends
 * on it). `router` wraps the routes in the browser's router or the server's static one, with
 * the language's prefix (/hi) as its basename; `language` is the page's (issue 19).
 */
export function AppTree({
  client,
  language,
  router,
}: {
  client: QueryClient;
  language: Language;
  router: (routes: ReactNode) => ReactElement;
}) {
  return (
    <StrictMode>
      <LanguageProvider language={language}>
        <AppProviders client={client}>
          {router(
            <AppErrorBoundary>
              <LoginRedirectBridge />
              <HydratedMark />
              <AppRoutes />
            </AppErrorBoundary>,
          )}
        </AppProviders>
      </LanguageProvider>
    </StrictMode>
  );
}
