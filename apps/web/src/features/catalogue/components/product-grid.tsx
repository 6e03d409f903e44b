import { memo } from 'react';
import type { Product } from '@shop/contracts';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { cn } from '@/lib/cn';
import { RatingBadge } from '@/features/reviews';
import { ProductCard, type CardLayout } from './product-card';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { ProductCardSkeleton } from './product-card-skeleton';

const LAYOUT_CLASSES: Record<CardLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4',
  list: 'flex flex-col gap-3',
};

/** Cards laid out as a grid or a list; the first row loads eagerly (it is above the fold). */
export function ProductGrid({
  products,
  layout = 'grid',
  className,
}: {
  products: Product[];
  layout?: CardLayout;
  className?: string;
}) {
  return (
    <ul className={cn(LAYOUT_CLASSES[layout], className)}>
      {products.map((product, index) => (
        <li key={product._id}>
          <GridCard product={product} layout={layout} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One card, hydrated when the shopper comes near it (decision 046): a phone shows two rows of a
 * page of cards, and the rest wait. Memoised, so a list that re-renders with the same products
 * leaves the cards still waiting alone.
 */
const GridCard = memo(function GridCard({
  product,
  layout,
  eager,
}: {
  product: Product;
  layout: CardLayout;
  eager: boolean;
}) {
  return (
    <HydrateWhenNear name={`card-${product._id}`} className="h-full">
      <ProductCard
        product={product}
        layout={layout}
        eager={eager}
        rating={<RatingBadge average={product.rating.average} count={product.rating.count} />}
      />
    </HydrateWhenNear>
  );
});

export function ProductGridSkeleton({
  count,
  layout = 'grid',
  label,
}: {
  count: number;
  layout?: CardLayout;
  label?: string;
}) {
  const t = useT(listingMessages);
  return (
    <div role="status">
      <span className="sr-only">{label ?? t('loadingProducts')}</span>
      <div className={LAYOUT_CLASSES[layout]}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    </div>
  );
}
