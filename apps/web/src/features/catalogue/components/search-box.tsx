import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import type { SearchSuggestion } from '@shop/contracts';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { productHref } from '../catalogue-links';
import { forgetRecentSearches, rememberSearch, useRecentSearches } from '../recent-searches';

/** Suggestions follow the typing once it pauses, not on every key. */
const TYPING_PAUSE_MS = 150;

interface Choice {
  key: string;
  label: string;
  detail: string | null;
  /** A search to run, or a product to open. */
  search: string | null;
  productId: string | null;
}

const KIND_DETAIL: Record<SearchSuggestion['kind'], (s: SearchSuggestion) => string> = {
  category: (s) => (s.detail ? `Category in ${s.detail}` : 'Category'),
  brand: () => 'Brand',
  product: (s) => (s.detail ? `Product by ${s.detail}` : 'Product'),
};

function useTypingPause(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The header's search (spec §2: trims the text and goes to the product list with `search` set;
 * empty text does nothing), as a combobox (WAI-ARIA 1.2): while typing it offers categories,
 * brands and products; before typing, the shopper's recent searches. Arrow keys move through
 * them, Enter picks one, Escape closes the list; the count is announced to screen readers.
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
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useTypingPause(text);
  const { suggestions } = useSearchSuggestions(settled);
  const recent = useRecentSearches();

  const showingRecent = text.trim().length < 2;
  const choices: Choice[] = showingRecent
    ? recent.map((search) => ({
        key: `recent:${search}`,
        label: search,
        detail: 'Recent search',
        search,
        productId: null,
      }))
    : suggestions.map((s) => ({
        key: `${s.kind}:${s.productId ?? s.label}`,
        label: s.label,
        detail: KIND_DETAIL[s.kind](s),
        search: s.search,
        productId: s.productId,
      }));
  const expanded = open && choices.length > 0;
  const activeChoice = expanded && active >= 0 ? choices[active] : undefined;

  function search(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    rememberSearch(trimmed);
    navigate({ pathname: '/products', search: `?${createSearchParams({ search: trimmed })}` });
    finish(trimmed);
  }

  function finish(shown: string) {
    setText(shown);
    setOpen(false);
    setActive(-1);
    onSearched?.();
  }

  function pick(choice: Choice) {
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
      if (!open) setOpen(true);
      if (choices.length === 0) return;
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
    <form role="search" onSubmit={submit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
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
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon className="size-4.5" />
      </button>
      <p role="status" className="sr-only">
        {expanded
          ? `${choices.length} ${showingRecent ? 'recent searches' : choices.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`
          : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={showingRecent ? 'Recent searches' : 'Search suggestions'}
          className="max-h-80 overflow-y-auto py-1"
        >
          {choices.map((choice, index) => (
            <li
              key={choice.key}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Picking with the mouse must not blur the box first (which closes the list).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(choice)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer flex-col px-4 py-2 text-left text-sm',
                index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
              )}
            >
              <span className="truncate font-medium">{choice.label}</span>
              {choice.detail ? (
                <span className="text-xs text-slate-500">{choice.detail}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {showingRecent ? (
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={forgetRecentSearches}
            className="w-full border-t border-slate-100 px-4 py-2 text-left text-xs font-medium text-brand-700 hover:bg-slate-50"
          >
            Clear recent searches
          </button>
        ) : null}
      </div>
    </form>
  );
}
