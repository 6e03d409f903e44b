import type { ReactNode, Ref } from 'react';
import { PAGE_SIZE_OPTIONS, type PageSize } from '@shop/contracts';
import { FilterIcon } from '@/components/ui/icons';
import { LabelledSelect } from './labelled-select';
import type { CardLayout } from './product-card';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { ViewToggle } from './view-toggle';

/** The Filters button: shows or hides the side panel on wide screens, opens the drawer on phones. */
export function FilterToggleButton({
  ref,
  isWide,
  expanded,
  controls,
  activeCount,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  isWide: boolean;
  expanded: boolean;
  controls: string;
  activeCount: number;
  onClick: () => void;
}) {
  const t = useT(listingMessages);
  const text = isWide ? (expanded ? t('hideFilters') : t('showFilters')) : t('filters');
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={expanded}
      aria-controls={isWide ? controls : undefined}
      aria-haspopup={isWide ? undefined : 'dialog'}
      onClick={onClick}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-800"
    >
      <FilterIcon className="size-4.5" />
      {text}
      {activeCount > 0 ? (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
          {activeCount}
          <span className="sr-only">{t('active')}</span>
        </span>
      ) : null}
    </button>
  );
}

/** Sort, page size and view, in one row that wraps on phones. */
export function ListingToolbar({
  filterButton,
  sortValue,
  sortOptions,
  onSort,
  pageSize,
  onPageSize,
  layout,
  onLayout,
}: {
  filterButton: ReactNode;
  sortValue: string;
  sortOptions: ReadonlyArray<{ value: string; label: string }>;
  onSort: (value: string) => void;
  /** Left out where the page has a fixed size (category page). */
  pageSize?: PageSize;
  onPageSize?: (size: PageSize) => void;
  layout: CardLayout;
  onLayout: (layout: CardLayout) => void;
}) {
  const t = useT(listingMessages);
  const pageSizes = PAGE_SIZE_OPTIONS.map((size) => ({
    value: String(size),
    label: t('perPage', { size }),
  }));
  return (
    // Phones: Filters and the view toggle share the first row, the two selects the second.
    <div className="flex flex-wrap items-center gap-3">
      <div className="order-1">{filterButton}</div>
      <div className="order-3 flex w-full flex-wrap items-center gap-3 sm:order-2 sm:ml-auto sm:w-auto sm:gap-4">
        <LabelledSelect
          label={t('sortBy')}
          value={sortValue}
          options={sortOptions}
          onChange={onSort}
          hideLabel="narrow"
        />
        {pageSize && onPageSize ? (
          <LabelledSelect
            label={t('itemsPerPage')}
            hideLabel="always"
            value={String(pageSize)}
            options={pageSizes}
            onChange={(value) => onPageSize(Number(value) as PageSize)}
          />
        ) : null}
      </div>
      <div className="order-2 ml-auto sm:order-3 sm:ml-0">
        <ViewToggle layout={layout} onChange={onLayout} />
      </div>
    </div>
  );
}
