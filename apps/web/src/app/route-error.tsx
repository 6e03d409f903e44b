import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundPage } from './not-found-page';

/** A page that failed to load or render: say so kindly and offer a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <EmptyState
      title="Something went wrong"
      description="We couldn't load this page. Please check your connection and try again."
    >
      {/* A full reload also picks up new page files after a deploy. */}
      <Button onClick={() => window.location.reload()}>Try Again</Button>
      <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
        Back to Home
      </Link>
    </EmptyState>
  );
}

/** Shown before the first page's code arrives. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="sr-only">Loading BharatBazaar</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
    </div>
  );
}
