import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Product } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Price } from '@/components/ui/price';
import { WishlistToggle } from '@/features/shopping';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';
import { productHref } from '../catalogue-links';
import { CardAddToCartButton } from './card-add-to-cart-button';

export type CardLayout = 'grid' | 'list';

/** Product images are 600 x 800 portraits; the box keeps their 3:4 shape before they arrive. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 800;

/**
 * spec §2: a product in a list: image, name, brand, price with original price and percent off,
 * Add to Cart and a wishlist toggle; an Out of Stock overlay (and a disabled button) at 0 stock.
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
  rating,
}: {
  product: Product;
  layout?: CardLayout;
  /** The first cards of a page are above the fold and should not wait for lazy loading. */
  eager?: boolean;
  /**
   * The stars and review count (issue 18), given by the lists that show them: the home page's
   * first JavaScript is at its 120 kB budget, so its cards leave them out.
   */
  rating?: ReactNode;
}) {
  const nameId = useId();
  const t = useT(catalogueMessages);
  const soldOut = product.totalStock <= 0;
  const href = productHref(product._id);
  // Issue 20: when sizes cost different amounts the card shows the lowest, marked 'from'.
  const ranged = product.maxPrice > product.minPrice;
  const cheapest = ranged
    ? product.variants.reduce<Product['variants'][number] | undefined>(
        (low, variant) => (low === undefined || variant.price < low.price ? variant : low),
        undefined,
      )
    : undefined;
  const isList = layout === 'list';

  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        isList ? 'flex-row' : 'h-full flex-col',
      )}
    >
      <div
        className={cn(
          'relative shrink-0 bg-slate-100',
          isList ? 'w-32 self-start sm:w-44' : 'w-full',
        )}
      >
        {/* The name link below is the one keyboard and screen reader users meet. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <ImageWithFallback
            src={product.images[0]}
            alt={product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        {soldOut ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/65">
            <span className="rounded-md bg-slate-900 px-3 py-1 text-sm font-semibold text-white">
              {t('outOfStock')}
            </span>
          </div>
        ) : null}
        <WishlistToggle product={product} describedBy={nameId} className="absolute top-2 right-2" />
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', isList ? 'p-4' : 'p-3')}>
        {product.brand ? (
          <p className="truncate text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {product.brand}
          </p>
        ) : null}
        <h3 id={nameId} className="text-sm leading-snug font-medium text-slate-900">
          <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
            {product.name}
          </Link>
        </h3>
        {rating}
        {isList && product.description ? (
          <p className="line-clamp-2 hidden text-sm text-slate-600 sm:block">
            {product.description}
          </p>
        ) : null}
        <Price
          price={cheapest?.price ?? product.price}
          originalPrice={cheapest?.originalPrice ?? product.originalPrice}
          from={ranged}
          className="mt-auto pt-1"
        />
        <CardAddToCartButton
          product={product}
          describedBy={nameId}
          className={cn('mt-2', isList ? 'self-start' : 'w-full')}
        />
      </div>
    </article>
  );
}
