import { LISTING_SKELETON_COUNT } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ToastRegion } from '@/components/ui/toast-region';
import { ListingSearchForm } from '../components/listing-search-form';
import { PriceWordsChip } from '../components/price-words-chip';
import { ProductListing } from '../components/product-listing';
import { SearchRecovery } from '../components/search-recovery';
import { withParam } from '../listing-params';
import { LISTING_SORTS } from '../sort-options';
import { useT } from '@/lib/i18n';
import { listingMessages } from '../components/listing.messages';
import { useListing } from '../use-listing';

/**
 * spec §2 Product listing (/products): search, category, subcategory and page come from the
 * address (the header's search and category menu link here) and stay in sync with the list.
 */
export function ProductsPage() {
  const { state, update } = useListing(LISTING_SORTS);
  const t = useT(listingMessages);
  const search = (text: string) => update((params) => withParam(params, 'search', text));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle
        title={state.search ? t('searchTitle', { search: state.search }) : t('allProducts')}
      />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('allProducts')}</h1>
      {state.search ? (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* A long word with no space in it wraps rather than widening the page. */}
          <p className="min-w-0 text-slate-600 wrap-anywhere">
            {t('resultsFor')} <span className="font-semibold text-slate-900">“{state.search}”</span>
          </p>
          <PriceWordsChip search={state.search} onRemove={search} />
        </div>
      ) : null}
      <div className="mt-4">
        <ListingSearchForm key={state.search} search={state.search} onSearch={search} />
      </div>
      <ProductListing
        sorts={LISTING_SORTS}
        skeletonCount={LISTING_SKELETON_COUNT}
        showFirstLast
        showPageSize
        renderEmpty={({ clearFilters }) => (
          <>
            <EmptyState
              headingLevel={2}
              icon={<SearchIcon className="size-10" />}
              title={t('noProductsFound')}
              description={t('noProductsText')}
            >
              <Button onClick={clearFilters}>{t('clearFilters')}</Button>
            </EmptyState>
            {state.search ? <SearchRecovery search={state.search} onSearch={search} /> : null}
          </>
        )}
      />
      <ToastRegion />
    </div>
  );
}
