import { LISTING_SKELETON_COUNT } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ToastRegion } from '@/components/ui/toast-region';
import { ListingSearchForm } from '../components/listing-search-form';
import { ProductListing } from '../components/product-listing';
import { withParam } from '../listing-params';
import { LISTING_SORTS } from '../sort-options';
import { useListing } from '../use-listing';

/**
 * spec §2 Product listing (/products): search, category, subcategory and page come from the
 * address (the header's search and category menu link here) and stay in sync with the list.
 */
export function ProductsPage() {
  const { state, update } = useListing(LISTING_SORTS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title={state.search ? `${state.search} - All Products` : 'All Products'} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">All Products</h1>
      {state.search ? (
        <p className="mt-1 text-slate-600">
          Results for <span className="font-semibold text-slate-900">“{state.search}”</span>
        </p>
      ) : null}
      <div className="mt-4">
        <ListingSearchForm
          key={state.search}
          search={state.search}
          onSearch={(text) => update((params) => withParam(params, 'search', text))}
        />
      </div>
      <ProductListing
        sorts={LISTING_SORTS}
        skeletonCount={LISTING_SKELETON_COUNT}
        showFirstLast
        showPageSize
        renderEmpty={({ clearFilters }) => (
          <EmptyState
            headingLevel={2}
            icon={<SearchIcon className="size-10" />}
            title="No Products Found"
            description="We couldn't find any products matching your criteria."
          >
            <Button onClick={clearFilters}>Clear Filters</Button>
          </EmptyState>
        )}
      />
      <ToastRegion />
    </div>
  );
}
