import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CartIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { useCartCount } from '../use-cart-count';

/** spec §2 Cart. The lines, summary and checkout button come with the cart issue. */
export function CartPage() {
  const count = useCartCount();

  if (count === 0) {
    return (
      <>
        <PageTitle title="Shopping Cart" />
        <EmptyState
          icon={<CartIcon className="size-10" />}
          title="Your cart is empty"
          description="Looks like you haven't added anything to your cart yet."
        >
          <Link to="/products" className={buttonClasses()}>
            Start Shopping
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Shopping Cart" />
      <p className="text-sm font-medium text-slate-500">Step 1 of 2</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Shopping Cart</h1>
      <p className="mt-2 text-slate-600">
        {count} {count === 1 ? 'item' : 'items'} in your cart
      </p>
      <Link to="/products" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        Continue Shopping
      </Link>
    </div>
  );
}
