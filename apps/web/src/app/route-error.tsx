import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage, useT } from '@/lib/i18n';
import { languagePrefix } from '@shop/contracts';
import { appMessages } from './app.messages';

/** A page that failed to load or render: say so kindly and offer a retry. */
export function RouteError() {
  const t = useT(appMessages);
  const home = languagePrefix(useLanguage()) || '/';
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
