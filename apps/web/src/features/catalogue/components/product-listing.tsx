import { useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useCategoryTree } from '../api/get-category-tree';
import { useProductFilters } from '../api/get-product-filters';
import { useProducts } from '../api/get-products';
import {
  countActiveFilters,
  listingRequest,
  panelFiltersOf,
  withPanelFilters,
  withParam,
  withoutFilters,
} from '../listing-params';
import { toFilterRequest } from '../product-query';
import { BEST_MATCH_LABEL, DEFAULT_SORT, type SortOption } from '../sort-options';
import { useListing } from '../use-listing';
import { useWideScreen } from '../use-wide-screen';
import { FilterDrawer } from './filter-panel/filter-drawer';
import { FilterPanel } from './filter-panel/filter-panel';
import { ListingResults } from './listing-results';
import { FilterToggleButton, ListingToolbar } from './listing-toolbar';
import { useT } from '@/lib/i18n';
import { listingMessages, SORT_LABELS } from './listing.messages';
import type { CardLayout } from './product-card';

/**
 * A filtered, sorted, paged product list with its filter panel: the body of /products and of the
 * category pages. Everything the shopper picks is kept in the address (see use-listing.ts).
 */
export function ProductListing({
  sorts,
  fixedCategory,
  skeletonCount,
  showFirstLast,
  showPageSize,
  renderEmpty,
}: {
  sorts: readonly SortOption[];
  /** The category page lists one category whatever the address says. */
  fixedCategory?: string;
  skeletonCount: number;
  showFirstLast: boolean;
  showPageSize: boolean;
  renderEmpty: (actions: { clearFilters: () => void }) => ReactNode;
}) {
  const { state, update } = useListing(sorts);
  const t = useT(listingMessages);
  const request = listingRequest(state, fixedCategory);
  const products = useProducts(request);
  const facets = useProductFilters(toFilterRequest(request));
  const { categories } = useCategoryTree();

  const isWide = useWideScreen();
  const [panelShown, setPanelShown] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [layout, setLayout] = useState<CardLayout>('grid');
  const panelId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const panelFilters = panelFiltersOf(state);
  const activeCount = countActiveFilters(panelFilters);
  const totalItems = products.data?.pagination.totalItems ?? null;

  // With a search and no chosen sort the list asks for the best matches first; say so rather
  // than pretending the list is newest first.
  const bestMatch = Boolean(state.search) && state.sort === null;
  const sortOptions = (bestMatch ? [{ value: '', label: BEST_MATCH_LABEL }, ...sorts] : sorts).map(
    (option) => ({ ...option, label: t(SORT_LABELS[option.label] ?? 'bestMatch') }),
  );
  const sortValue = state.sort ?? (bestMatch ? '' : DEFAULT_SORT);

  function goToPage(page: number) {
    update((params) => withParam(params, 'page', page));
    const results = resultsRef.current;
    if (!results) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    results.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    results.focus({ preventScroll: true });
  }

  const panel = (
    <FilterPanel
      value={panelFilters}
      onChange={(next) => update((params) => withPanelFilters(params, next))}
      data={facets.filters}
      isLoading={facets.isLoading}
      categories={categories}
      currentCategorySlug={fixedCategory}
      headingId={headingId}
      headerAction={
        isWide ? null : (
          <button
            type="button"
            data-autofocus
            aria-label={t('closeFilters')}
            onClick={() => setDrawerOpen(false)}
            className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        )
      }
    />
  );

  return (
    <div className="mt-6">
      <ListingToolbar
        filterButton={
          <FilterToggleButton
            ref={toggleRef}
            isWide={isWide}
            expanded={isWide ? panelShown : drawerOpen}
            controls={panelId}
            activeCount={activeCount}
            onClick={() => (isWide ? setPanelShown((shown) => !shown) : setDrawerOpen(true))}
          />
        }
        sortValue={sortValue}
        sortOptions={sortOptions}
        onSort={(value) =>
          update((params) =>
            withParam(params, 'sort', value === DEFAULT_SORT && !state.search ? null : value),
          )
        }
        pageSize={showPageSize ? state.limit : undefined}
        onPageSize={(size) => update((params) => withParam(params, 'limit', size))}
        layout={layout}
        onLayout={setLayout}
      />

      <div className="mt-5 flex gap-6">
        {isWide ? (
          <aside
            id={panelId}
            aria-labelledby={headingId}
            hidden={!panelShown}
            className="w-64 shrink-0 self-start rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto"
          >
            {panel}
          </aside>
        ) : (
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            labelledBy={headingId}
            resultCount={totalItems}
            returnFocusTo={toggleRef}
          >
            {panel}
          </FilterDrawer>
        )}

        <ListingResults
          ref={resultsRef}
          query={products}
          layout={layout}
          skeletonCount={skeletonCount}
          showFirstLast={showFirstLast}
          pageSize={state.limit}
          onPageChange={goToPage}
          empty={renderEmpty({ clearFilters: () => update(withoutFilters) })}
        />
      </div>
    </div>
  );
}
