import { useEffect, useId, useState } from 'react';
import { ORDER_SORT_OPTIONS, ORDER_STATUS_FILTER_OPTIONS, type OrderSort } from '@shop/contracts';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import type { OrderStatusFilter, OrdersFilters } from '../orders-list-params';
import { ordersMessages } from '../orders.messages';

/** Typing pauses this long before the list is searched, so each key press is not a request. */
export const ORDER_SEARCH_DELAY_MS = 350;

const SELECT_CLASS =
  'h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm font-medium text-slate-800 hover:border-brand-400';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={SELECT_CLASS}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}

/** spec §2 Orders list filters: search ('Search orders...'), status and sort. */
export function OrdersFiltersBar({
  filters,
  onChange,
}: {
  filters: OrdersFilters;
  onChange: (next: Partial<OrdersFilters>) => void;
}) {
  const searchId = useId();
  const t = useT(ordersMessages);
  const statusOptions = ORDER_STATUS_FILTER_OPTIONS.map(({ value }) => ({
    value,
    label: t('statusFilter', { value }),
  }));
  const sortOptions = ORDER_SORT_OPTIONS.map(({ value }) => ({
    value,
    label: t('sortOption', { value }),
  }));
  const [search, setSearch] = useState(filters.search);

  const [searched, setSearched] = useState(filters.search);

  // Clear Filters (or Back) changes the search from outside; the box follows, keeping a space
  // the shopper is still typing after.
  if (searched !== filters.search) {
    setSearched(filters.search);
    if (search.trim() !== filters.search.trim()) setSearch(filters.search);
  }

  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => onChange({ search, page: 1 }), ORDER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search, page: 1 });
      }}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]"
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('searchLabel')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-400 hover:border-brand-400"
        />
      </div>
      <FilterSelect
        label={t('statusFilterLabel')}
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ status: status as OrderStatusFilter, page: 1 })}
      />
      <FilterSelect
        label={t('sortLabel')}
        value={filters.sort}
        options={sortOptions}
        onChange={(sort) => onChange({ sort: sort as OrderSort, page: 1 })}
      />
    </form>
  );
}
