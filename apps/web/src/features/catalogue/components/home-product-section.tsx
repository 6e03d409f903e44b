import { memo } from 'react';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { Link } from '@/components/ui/link';
import type { Product } from '@shop/contracts';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/**
 * A home page row of products (Trending Now, Featured Products). It scrolls sideways on phones
 * and becomes a grid on wider screens. spec §8: a failed or empty fetch hides the section.
 * It sits below the first screen: hydrated when the shopper comes near it (decision 046).
 */
export const HomeProductSection = memo(function HomeProductSection({
  id,
  title,
  description,
  products,
  isLoading,
  skeletonCount,
  wideColumns,
}: {
  id: string;
  title: string;
  description: string;
  products: Product[];
  isLoading: boolean;
  skeletonCount: number;
  /** Columns on wide screens: 5 for the ten trending products, 4 for the eight featured. */
  wideColumns: 4 | 5;
}) {
  const t = useT(catalogueMessages);
  if (!isLoading && products.length === 0) return null;
  return (
    <HydrateWhenNear name={id}>
      <section aria-labelledby={id} className="below-fold mx-auto max-w-7xl px-4 py-8">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {title}
            </h2>
            <p className="mt-1 text-slate-600">{description}</p>
          </div>
          <Link
            to="/products"
            className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('viewAll')}
            <span className="sr-only">{t('viewAllProducts')}</span>
          </Link>
        </div>
        <ul
          className={cn(
            '-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4',
            wideColumns === 5 && 'xl:grid-cols-5',
          )}
        >
          {isLoading
            ? Array.from({ length: skeletonCount }, (_, index) => (
                <li key={index} className="w-[45%] shrink-0 snap-start sm:w-auto">
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
                <li key={product._id} className="w-[45%] shrink-0 snap-start sm:w-auto">
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
        {isLoading ? (
          <span className="sr-only" role="status">
            {t('loadingSection', { title })}
          </span>
        ) : null}
      </section>
    </HydrateWhenNear>
  );
});
