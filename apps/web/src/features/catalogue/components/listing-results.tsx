import { useId, type Ref, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductList } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { Pagination } from './pagination';
import type { CardLayout } from './product-card';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** How many products there are, announced politely whenever the list changes. */
function ResultCount({ query }: { query: UseQueryResult<ProductList> }) {
  const total = query.data?.pagination.totalItems;
  const t = useT(listingMessages);
  let text = '';
  if (query.isPending) text = t('loadingProducts');
  else if (total !== undefined) text = t('productsFound', { total });
  return (
    <p role="status" className="text-sm text-slate-600">
      {text}
    </p>
  );
}

/**
 * The list part of a listing: skeleton on first load, the cards (kept on screen, dimmed, while the
 * next page or filter loads), the empty state, and the pagination.
 */
export function ListingResults({
  ref,
  query,
  layout,
  skeletonCount,
  showFirstLast,
  pageSize,
  onPageChange,
  empty,
}: {
  ref: Ref<HTMLElement>;
  query: UseQueryResult<ProductList>;
  layout: CardLayout;
  skeletonCount: number;
  showFirstLast: boolean;
  pageSize: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}) {
  const t = useT(listingMessages);
  const headingId = useId();
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  const products = data?.products ?? [];
  const pagination = data?.pagination;
  const updating = isPlaceholderData;

  let body: ReactNode;
  if (isPending) {
    body = <ProductGridSkeleton count={skeletonCount} layout={layout} />;
  } else if (isError && !data) {
    body = (
      <EmptyState
        headingLevel={2}
        title={t('somethingWentWrong')}
        description={t('couldNotLoadProducts')}
      >
        <Button onClick={() => void refetch()}>{t('tryAgain')}</Button>
      </EmptyState>
    );
  } else if (products.length === 0 && pagination && pagination.totalItems > 0) {
    // An old link can point past the last page.
    body = (
      <EmptyState headingLevel={2} title={t('pageEmpty')}>
        <Button onClick={() => onPageChange(1)}>{t('goToPageOne')}</Button>
      </EmptyState>
    );
  } else if (products.length === 0) {
    body = empty;
  } else {
    body = <ProductGrid products={products} layout={layout} />;
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={isPending || updating}
      className="min-w-0 flex-1 scroll-mt-36 focus:outline-none"
    >
      {/* The cards' names are third-level headings: the list is the second level. */}
      <h2 id={headingId} className="sr-only">
        {t('products')}
      </h2>
      <div className="mb-3 flex min-h-6 items-center gap-3">
        <ResultCount query={query} />
        {updating ? <Spinner label={t('updatingResults')} className="[&_svg]:size-4" /> : null}
      </div>
      <div className={cn('transition-opacity', updating && 'pointer-events-none opacity-60')}>
        {body}
      </div>
      {pagination && products.length > 0 ? (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={pageSize}
          onPageChange={onPageChange}
          showFirstLast={showFirstLast}
        />
      ) : null}
    </section>
  );
}
