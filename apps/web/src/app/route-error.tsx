import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage, useT } from '@/lib/i18n';
import { languagePrefix } from '@shop/contracts';
import { appMessages } from './app.messages';

/**
 * A page that failed to load or render: say so kindly and offer a retry. Offline, the page comes
 * back by itself when the connection does (a reload: a page file that failed to arrive is not
 * asked again otherwise).
 */
export function RouteError() {
  const t = useT(appMessages);
  const home = languagePrefix(useLanguage()) || '/';
  useEffect(() => {
    if (navigator.onLine) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <EmptyState title={t('errorTitle')} description={t('errorText')}>
      {/* A full reload also picks up new page files after a deploy. */}
      <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
      <a href={home} className={buttonClasses({ variant: 'outline' })}>
        {t('backToHome')}
      </a>
    </EmptyState>
  );
}

/**
 * Catches a page that throws while loading its code or rendering, so the header and footer
 * stay. A new `resetKey` (the path) clears the error when the shopper goes elsewhere.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; key: string },
  ) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what its children throw and shows `fallback` instead (nothing when none is given). */
class FallbackBoundary extends Component<
  { fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * Around the whole app: whatever fails outside a page (the header, the footer) shows the error
 * view, never an empty page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const fallback = (
    <main className="px-4 py-8">
      <RouteError />
    </main>
  );
  return <FallbackBoundary fallback={fallback}>{children}</FallbackBoundary>;
}

/**
 * Around a part of the header or footer whose code loads later (the profile menu, the mobile
 * menu, the shop's legal identity): should it fail to arrive (offline), the part is left out and
 * the page stays; it comes with the next page load.
 */
export function PartBoundary({ children }: { children: ReactNode }) {
  return <FallbackBoundary>{children}</FallbackBoundary>;
}

/** Shown while a page's code arrives. */
export function PageLoading() {
  const t = useT(appMessages);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="sr-only">{t('loading')}</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
    </div>
  );
}
