import { Link } from '@/components/ui/link';
import type { WishlistItem } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { CartIcon, CloseIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Price } from '@/components/ui/price';
import { productHref } from '@/features/catalogue';
import { useDates, useT } from '@/lib/i18n';
import { wishlistMessages } from '../wishlist.messages';
import { formatPrice } from '@/lib/format';

/**
 * spec §2 Wishlist: a saved product: image with an 'Out of Stock' overlay when none is left,
 * name, price (a range when minPrice and maxPrice differ), 'Add to Cart', remove and
 * 'Added {date}'.
 */
export function WishlistCard({
  item,
  adding,
  removing,
  onAddToCart,
  onRemove,
}: {
  item: WishlistItem;
  adding: boolean;
  removing: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}) {
  const { product } = item;
  const href = productHref(product._id);
  const soldOut = product.totalStock <= 0;
  const hasRange = product.minPrice !== product.maxPrice;
  const t = useT(wishlistMessages);
  const dates = useDates();

  return (
    <li
      aria-label={product.name}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative bg-slate-100">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <ImageWithFallback
            src={product.images[0]}
            alt={product.name}
            width={600}
            height={800}
            className="aspect-[3/4] h-auto w-full object-cover"
          />
        </Link>
        {soldOut ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/65">
            <span className="rounded-md bg-slate-900 px-3 py-1 text-sm font-semibold text-white">
              {t('outOfStock')}
            </span>
          </div>
        ) : null}
        <button
          type="button"
          aria-label={t('removeNamed', { name: product.name })}
          title={t('removeFromWishlist')}
          disabled={removing}
          onClick={onRemove}
          className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 transition hover:text-red-700 disabled:opacity-50"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {product.brand ? (
          <p className="truncate text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {product.brand}
          </p>
        ) : null}
        <h2 className="text-sm leading-snug font-medium text-slate-900">
          <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
            {product.name}
          </Link>
        </h2>
        {hasRange ? (
          <p className="font-semibold text-slate-900">
            {formatPrice(product.minPrice)} – {formatPrice(product.maxPrice)}
          </p>
        ) : (
          <Price price={product.price} originalPrice={product.originalPrice} />
        )}
        <p className="text-xs text-slate-500">
          {t('added', { date: dates.shortDate(item.addedAt) })}
        </p>
        <div className="mt-auto pt-2">
          <Button size="sm" className="w-full" disabled={soldOut || adding} onClick={onAddToCart}>
            <CartIcon className="hidden size-4 shrink-0 sm:block" />
            {adding ? t('adding') : t('addToCart')}
          </Button>
        </div>
      </div>
    </li>
  );
}
