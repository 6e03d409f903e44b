import { Link } from '@/components/ui/link';
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
import { useT } from '@/lib/i18n';
import { wishlistMessages } from '../wishlist.messages';
import { useWishlistActions } from '../use-wishlist-actions';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function WishlistSkeleton() {
  const t = useT(wishlistMessages);
  return (
    <div className={`mt-6 ${GRID}`}>
      <span role="status" className="sr-only">
        {t('loadingWishlist')}
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
  const t = useT(wishlistMessages);
  if (status === 'loading') return <PageSpinner label={t('loadingWishlist')} />;
  if (status === 'signedOut') {
    return (
      <>
        <PageTitle title={t('wishlist')} />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title={t('signInTitle')}
          description={t('signInText')}
        >
          <Link to="/login" state={loginRedirectState('/wishlist')} className={buttonClasses()}>
            {t('login')}
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
  const t = useT(wishlistMessages);

  if (wishlist.isError) {
    return (
      <>
        <PageTitle title={t('myWishlist')} />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title={t('couldNotLoad')}
          description={wishlist.error.message}
        >
          {/* spec §2: 'Try Again' reloads the page. */}
          <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
        </EmptyState>
      </>
    );
  }

  if (wishlist.isSuccess && items.length === 0) {
    return (
      <>
        <PageTitle title={t('myWishlist')} />
        <EmptyState
          icon={<HeartIcon className="size-10" />}
          title={t('emptyTitle')}
          description={t('emptyText')}
        >
          <Link to="/products" className={buttonClasses()}>
            {t('startShopping')}
          </Link>
        </EmptyState>
        <ToastRegion />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title={t('myWishlist')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('myWishlist')}</h1>
          {wishlist.isSuccess ? (
            <p className="mt-1 text-slate-600" data-testid="wishlist-count">
              {t('itemCount', { count: items.length })}
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
            {actions.isClearing ? t('clearing') : t('clearAll')}
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
