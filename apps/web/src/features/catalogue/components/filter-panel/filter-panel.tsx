import type { ReactNode } from 'react';
import { groupSizes, type Category, type FilterData } from '@shop/contracts';
import { countActiveFilters } from '../../listing-params';
import { NO_PANEL_FILTERS, type MultiFilterKey, type PanelFilters } from '../../product-query';
import { CategoryFilter } from './category-filter';
import { FilterSection } from './filter-section';
import { OptionList, type ListedOption, type OptionGroup } from './option-list';
import { useT } from '@/lib/i18n';
import { listingMessages, type ListingMessages } from '../listing.messages';
import { PriceRangeFilter } from './price-range-filter';

/** Issue 20: sizes under their system (Clothing, Waist, Shoes (UK), ...), each in its order. */
const bySizeSystem = (options: ListedOption[]): OptionGroup[] =>
  groupSizes(options).map((group) => ({ label: group.label, options: group.sizes }));

/** spec §2: the option sections, their data and whether each starts open. */
const OPTION_SECTIONS: ReadonlyArray<{
  key: MultiFilterKey;
  title: keyof ListingMessages;
  options: (data: FilterData) => ListedOption[];
  defaultOpen: boolean;
  groupBy?: (options: ListedOption[]) => OptionGroup[];
}> = [
  { key: 'brand', title: 'brand', options: (data) => data.brands, defaultOpen: true },
  {
    key: 'size',
    title: 'size',
    options: (data) => data.sizes,
    defaultOpen: true,
    groupBy: bySizeSystem,
  },
  { key: 'color', title: 'color', options: (data) => data.colors, defaultOpen: true },
  { key: 'material', title: 'material', options: (data) => data.materials, defaultOpen: false },
  { key: 'fabric', title: 'fabric', options: (data) => data.fabrics, defaultOpen: false },
];

/**
 * spec §2 Filter panel: Price Range, Categories, Brand, Size, Color, Material and Fabric in
 * collapsible sections, a badge counting the active filters and Clear All. Every change reports
 * the whole new set of filters; the page decides where they live (the address).
 */
export function FilterPanel({
  value,
  onChange,
  data,
  isLoading,
  categories,
  currentCategorySlug,
  headingId,
  headerAction,
}: {
  value: PanelFilters;
  onChange: (next: PanelFilters) => void;
  data: FilterData;
  isLoading: boolean;
  categories: Category[];
  currentCategorySlug?: string;
  headingId?: string;
  /** Drawn at the end of the header row (the drawer's close button). */
  headerAction?: ReactNode;
}) {
  const active = countActiveFilters(value);
  const t = useT(listingMessages);

  function toggle(key: MultiFilterKey, name: string) {
    const chosen = value[key];
    onChange({
      ...value,
      [key]: chosen.includes(name) ? chosen.filter((item) => item !== name) : [...chosen, name],
    });
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-slate-900">
          {t('filters')}
          {active > 0 ? (
            <span
              data-testid="active-filter-count"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
            >
              {active}
              <span className="sr-only">{t('active')}</span>
            </span>
          ) : null}
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => onChange(NO_PANEL_FILTERS)}
            disabled={active === 0}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            {t('clearAll')}
          </button>
          {headerAction}
        </div>
      </div>

      <FilterSection
        title={t('priceRange')}
        defaultOpen
        activeCount={value.minPrice !== null || value.maxPrice !== null ? 1 : 0}
      >
        <PriceRangeFilter
          // A new key resets the inputs when the filter changes elsewhere (Clear All, back).
          key={`${value.minPrice}-${value.maxPrice}`}
          minPrice={value.minPrice}
          maxPrice={value.maxPrice}
          range={data.priceRange}
          onApply={(minPrice, maxPrice) => onChange({ ...value, minPrice, maxPrice })}
        />
      </FilterSection>

      <FilterSection
        title={t('customerRating')}
        defaultOpen
        activeCount={value.minRating !== null ? 1 : 0}
      >
        <label className="flex items-center gap-2 py-1 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.minRating === 4}
            onChange={(event) => onChange({ ...value, minRating: event.target.checked ? 4 : null })}
            className="size-4 accent-brand-700"
          />
          {t('fourStarsAndAbove')}
        </label>
      </FilterSection>

      {data.subcategories.length > 0 || value.subcategory || categories.length > 0 ? (
        <FilterSection title={t('categories')} defaultOpen activeCount={value.subcategory ? 1 : 0}>
          <CategoryFilter
            subcategories={data.subcategories}
            chosen={value.subcategory}
            onChoose={(subcategory) => onChange({ ...value, subcategory })}
            categories={categories}
            currentCategorySlug={currentCategorySlug}
          />
        </FilterSection>
      ) : null}

      {OPTION_SECTIONS.map((section) => {
        const options = section.options(data);
        // A facet with nothing to offer (say, Material for clothes) is left out once loaded.
        if (!isLoading && options.length === 0 && value[section.key].length === 0) return null;
        return (
          <FilterSection
            key={section.key}
            title={t(section.title)}
            defaultOpen={section.defaultOpen}
            activeCount={value[section.key].length}
          >
            <OptionList
              legend={t(section.title)}
              options={options}
              chosen={value[section.key]}
              onToggle={(name) => toggle(section.key, name)}
              isLoading={isLoading}
              groupBy={section.groupBy}
            />
          </FilterSection>
        );
      })}
    </div>
  );
}
