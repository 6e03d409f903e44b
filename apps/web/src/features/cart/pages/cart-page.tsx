import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from '@/components/ui/link';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CartIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ToastRegion } from '@/components/ui/toast-region';
import { productKeys } from '@/features/catalogue';
import { CartDeliveryNote } from '@/features/delivery';
import { NoticeBanner } from '@/components/ui/notice-banner';
import {
  clearRemovedLinesNotice,
  invalidateCart,
  useRemovedLinesNotice,
  wishlistKeys,
} from '@/features/shopping';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';
import { CartLineRow } from '../components/cart-line-row';
import { CartSkeleton } from '../components/cart-skeleton';
import { CheckoutBlockers } from '../components/checkout-blockers';
import { CouponBox } from '../components/coupon-box';
import { GuestCouponPrompt } from '../components/guest-coupon-prompt';
import { OrderSummary } from '../components/order-summary';
import { SavedForLater } from '../components/saved-for-later';
import { useCart } from '../use-cart';
import { checkoutBlockers } from '../line-stock';
import { useCartLineActions } from '../use-cart-line-actions';
import { useLineExitFocus } from '../use-line-exit-focus';
import { useSavedForLater } from '../use-saved-for-later';

// spec §2: developer-only buttons. Outside development this is null and the chunk is never built.
const CartDevTools = import.meta.env.DEV
  ? lazy(() => import('../components/cart-dev-tools').then((m) => ({ default: m.CartDevTools })))
  : null;

function StepHeading({ count }: { count: number }) {
  const t = useT(cartMessages);
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">{t('step')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-600" data-testid="cart-count">
        {t('count', { count })}
      </p>
    </header>
  );
}

/** spec §2 Cart (/cart): lines, Order Summary, coupon, checkout, and the Saved for Later list. */
export function CartPage() {
  const t = useT(cartMessages);
  const queryClient = useQueryClient();
  const cart = useCart();
  const actions = useCartLineActions();
  const { listRef, emptyHeadingRef, leaving } = useLineExitFocus(cart.lines);
  const linesHeadingId = useId();
  const saved = useSavedForLater();
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const blockers = checkoutBlockers(cart.lines);
  const removed = useRemovedLinesNotice();
  // Shown while the shopper is on the cart; gone once they leave it.
  useEffect(() => clearRemovedLinesNotice, []);
  const removedNotice = removed ? (
    <NoticeBanner tone="error" className="mt-4">
      {removed}
    </NoticeBanner>
  ) : null;

  const forceRefresh = () =>
    Promise.all([
      invalidateCart(queryClient),
      queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.details() }),
    ]);

  const extras = (
    <>
      <SavedForLater
        items={saved.items}
        isBusy={saved.isBusy}
        onMoveToCart={(item) => void saved.moveToCart(item)}
        onRemove={(item) => void saved.remove(item)}
      />
      {CartDevTools ? (
        <Suspense fallback={null}>
          <CartDevTools onForceRefresh={forceRefresh} />
        </Suspense>
      ) : null}
      <ToastRegion />
    </>
  );

  if (cart.isLoading) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <PageTitle title={t('title')} />
        <StepHeading count={0} />
        <CartSkeleton />
      </div>
    );
  }

  if (cart.isError) {
    return (
      <>
        <PageTitle title={t('title')} />
        <EmptyState
          icon={<CartIcon className="size-10" />}
          title={t('loadFailedTitle')}
          description={t('loadFailedText')}
        >
          <Button onClick={() => void cart.refetch()}>{t('tryAgain')}</Button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('backToHome')}
          </Link>
        </EmptyState>
        <div className="mx-auto max-w-7xl px-4 pb-8">{extras}</div>
      </>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <>
        <PageTitle title={t('title')} />
        <EmptyState
          icon={<CartIcon className="size-10" />}
          title={t('emptyTitle')}
          description={t('emptyText')}
          headingRef={emptyHeadingRef}
        >
          <Link to="/products" className={buttonClasses()}>
            {t('startShopping')}
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('backToHome')}
          </Link>
        </EmptyState>
        <div className="mx-auto max-w-7xl px-4 pb-8">
          {removedNotice}
          {extras}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title={t('title')} />
      <StepHeading count={count} />
      {removedNotice}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby={linesHeadingId}>
          {/* The lines' names are third-level headings: the list is the second level. */}
          <h2 id={linesHeadingId} className="sr-only">
            {t('cartItems')}
          </h2>
          <ul ref={listRef} className="divide-y divide-slate-200 border-y border-slate-200">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.key}
                line={line}
                busy={actions.isBusy(line)}
                onQuantityChange={(quantity) => void actions.changeQuantity(line, quantity)}
                onSaveForLater={() => {
                  leaving(line);
                  void actions.saveForLater(line);
                }}
                onRemove={() => {
                  leaving(line);
                  void actions.remove(line);
                }}
              />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          {cart.mode === 'member' ? <CouponBox /> : <GuestCouponPrompt />}
          <CartDeliveryNote member={cart.mode === 'member'} />
          <OrderSummary totals={cart.totals} updating={cart.totalsUpdating}>
            {blockers.length > 0 ? (
              <CheckoutBlockers blockers={blockers} />
            ) : (
              <Link to="/checkout" className={buttonClasses({ size: 'lg' })}>
                {t('proceedToCheckout')}
              </Link>
            )}
            <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
              {t('continueShopping')}
            </Link>
          </OrderSummary>
        </div>
      </div>
      {extras}
    </div>
  );
}
