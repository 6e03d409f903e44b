import { lazy, Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createSearchParams, useHref, useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '@shop/contracts';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';
import { productHref } from '../catalogue-links';
import { rememberSearch } from '../recent-searches';
import type { SearchChoice } from './search-choices';

const SearchSuggestionList = lazy(() => import('./search-suggestion-list'));

/**
 * The header's search (spec §2: trims the text and goes to the product list with `search` set;
 * empty text does nothing), as a combobox (WAI-ARIA 1.2): while typing it offers categories,
 * brands and products; before typing, the shopper's recent searches. Arrow keys move through
 * them, Enter picks one, Escape closes the list; the count is announced to screen readers.
 * The list itself loads on first focus.
 */
export function SearchBox({
  id,
  className,
  onSearched,
}: {
  id: string;
  className?: string;
  onSearched?: () => void;
}) {
  const navigate = useNavigate();
  // Before the app has started (decision 030), or without JavaScript, the browser itself sends
  // the search to the product list, which the server renders.
  const listing = useHref('/products');
  const listboxId = useId();
  const t = useT(catalogueMessages);
  const [text, setText] = useState('');
  const [engaged, setEngaged] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [choices, setChoices] = useState<SearchChoice[]>([]);
  const expanded = open && choices.length > 0;
  const activeChoice = expanded && active >= 0 ? choices[active] : undefined;

  function finish(shown: string) {
    setText(shown);
    setOpen(false);
    setActive(-1);
    onSearched?.();
  }

  function search(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    navigate({ pathname: '/products', search: `?${createSearchParams({ search: trimmed })}` });
    finish(trimmed);
    rememberSearch(trimmed);
  }

  function pick(choice: SearchChoice) {
    if (choice.productId) {
      navigate(productHref(choice.productId));
      finish('');
    } else if (choice.search) {
      search(choice.search);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: past either end of the list the typed text is active again.
      setActive((index) => {
        const next = index + step;
        if (next >= choices.length) return -1;
        return next < -1 ? choices.length - 1 : next;
      });
    } else if (event.key === 'Enter' && activeChoice) {
      event.preventDefault();
      pick(activeChoice);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        setText('');
      }
    }
  }

  return (
    <form
      role="search"
      // Two search forms on the listing (this and the list's own): each landmark has a name.
      aria-label={t('searchShop')}
      action={listing}
      onSubmit={submit}
      className={cn('relative w-full', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('searchProducts')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeChoice ? `${listboxId}-${active}` : undefined}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('search')}
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon className="size-4.5" />
      </button>
      {engaged ? (
        <Suspense fallback={null}>
          <SearchSuggestionList
            listboxId={listboxId}
            text={text}
            open={open}
            active={active}
            onChoices={(next) => {
              setChoices(next);
              setActive(-1);
            }}
            onActive={setActive}
            onPick={pick}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
