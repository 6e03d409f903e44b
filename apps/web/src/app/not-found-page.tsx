import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Page not found" />
      <EmptyState
        icon={<span className="text-2xl font-extrabold">404</span>}
        title="Page not found"
        description="The page you are looking for doesn't exist or has moved."
      >
        <Link to="/" className={buttonClasses()}>
          Back to Home
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
          Browse Products
        </Link>
      </EmptyState>
    </>
  );
}
