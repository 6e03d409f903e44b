import { useId, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

/**
 * spec §2/§5: the list's own search box. Text is trimmed and empty text does nothing; an active
 * search has its own clear button. Give it `key={search}` so Back and Forward refill the box.
 */
export function ListingSearchForm({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const t = useT(listingMessages);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (text) onSearch(text);
  }

  return (
    <form
      role="search"
      aria-label={t('searchListing')}
      onSubmit={submit}
      className="flex w-full max-w-xl gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('searchProducts')}
      </label>
      <span className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={search}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 [&::-webkit-search-cancel-button]:hidden"
        />
      </span>
      {search ? (
        <button
          type="button"
          onClick={() => onSearch('')}
          aria-label={t('clearSearch')}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:text-brand-800"
        >
          <CloseIcon className="size-4.5" />
        </button>
      ) : null}
      <button
        type="submit"
        className="h-11 shrink-0 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('search')}
      </button>
    </form>
  );
}
