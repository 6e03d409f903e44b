import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { HeartIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { loginRedirectState, useAuth } from '@/features/auth';

/** spec §2 Wishlist: a public route whose content needs sign-in. The grid comes with its issue. */
export function WishlistPage() {
  const { status } = useAuth();

  if (status === 'loading') return <PageSpinner label="Loading your wishlist" />;

  if (status === 'signedOut') {
    return (
      <>
        <PageTitle title="Wishlist" />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title="Sign in to view your wishlist"
          description="Save the things you love and find them again on any device."
        >
          <Link to="/login" state={loginRedirectState('/wishlist')} className={buttonClasses()}>
            Login
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="My Wishlist" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Wishlist</h1>
      <Link to="/products" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        Start Shopping
      </Link>
    </div>
  );
}
