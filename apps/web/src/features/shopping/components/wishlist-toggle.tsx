import { HeartIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { shoppingMessages } from '../shopping.messages';
import { useWishlistToggle } from '../use-wishlist-toggle';

/**
 * spec §2: the wishlist toggle. `icon` is the round heart over a product card (named by its
 * aria-label), `button` the full-width labelled button of the product page. A member's wishlist
 * is the server's, a visitor's the browser's (spec §4 Session).
 */
export function WishlistToggle({
  product,
  variantId,
  look = 'icon',
  describedBy,
  className,
}: {
  product: { _id: string };
  variantId?: string | null;
  look?: 'icon' | 'button';
  /** Id of the product name, so "Add to Wishlist" is heard with what it adds. */
  describedBy?: string;
  className?: string;
}) {
  const { saved, pending, toggle } = useWishlistToggle(product, variantId);
  const t = useT(shoppingMessages);
  const label = saved ? t('removeFromWishlist') : t('addToWishlist');

  const heart = (
    <HeartIcon className={cn('size-5 transition-colors', saved && 'fill-rose-600 text-rose-600')} />
  );

  if (look === 'button') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-describedby={describedBy}
        disabled={pending}
        onClick={() => void toggle()}
        className={cn(
          'inline-flex h-12 items-center justify-center gap-2 rounded-lg border px-5 text-base font-semibold transition-colors',
          saved
            ? 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100'
            : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-800',
          className,
        )}
      >
        {heart}
        {label}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      aria-describedby={describedBy}
      title={label}
      disabled={pending}
      onClick={() => void toggle()}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 backdrop-blur transition hover:text-rose-600',
        className,
      )}
    >
      {heart}
    </button>
  );
}
