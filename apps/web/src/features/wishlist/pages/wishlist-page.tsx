import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { HeartIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { ToastRegion } from '@/components/ui/toast-region';
import { loginRedirectState, useAuth } from '@/features/auth';
import { useServerWishlist } from '@/features/shopping';
import { WishlistCard } from '../components/wishlist-card';
import { useWishlistActions } from '../use-wishlist-actions';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function WishlistSkeleton() {
  return (
    <div className={`mt-6 ${GRID}`}>
      <span role="status" className="sr-only">
        Loading your wishlist
      </span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="aspect-[3/4] w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** spec §2 Wishlist (/wishlist): a public route whose content needs sign-in. */
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
  return <MemberWishlist />;
}

function MemberWishlist() {
  const wishlist = useServerWishlist();
  const actions = useWishlistActions();
  const items = wishlist.data?.items ?? [];

  if (wishlist.isError) {
    return (
      <>
        <PageTitle title="My Wishlist" />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title="We couldn't load your wishlist"
          description={wishlist.error.message}
        >
          {/* spec §2: 'Try Again' reloads the page. */}
          <Button onClick={() => window.location.reload()}>Try Again</Button>
        </EmptyState>
      </>
    );
  }

  if (wishlist.isSuccess && items.length === 0) {
    return (
      <>
        <PageTitle title="My Wishlist" />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to save it here for later."
        >
          <Link to="/products" className={buttonClasses()}>
            Start Shopping
          </Link>
        </EmptyState>
        <ToastRegion />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title="My Wishlist" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Wishlist</h1>
          {wishlist.isSuccess ? (
            <p className="mt-1 text-slate-600" data-testid="wishlist-count">
              {items.length} {items.length === 1 ? 'item' : 'items'}
            </p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={actions.isClearing}
            onClick={() => void actions.clearAll()}
          >
            {actions.isClearing ? 'Clearing...' : 'Clear All'}
          </Button>
        ) : null}
      </div>
      {wishlist.isPending ? (
        <WishlistSkeleton />
      ) : (
        <ul className={`mt-6 ${GRID}`}>
          {items.map((item) => (
            <WishlistCard
              key={item._id}
              item={item}
              adding={actions.isAdding(item)}
              removing={actions.isRemoving(item)}
              onAddToCart={() => void actions.addItemToCart(item)}
              onRemove={() => void actions.removeItem(item)}
            />
          ))}
        </ul>
      )}
      <ToastRegion />
    </div>
  );
}
