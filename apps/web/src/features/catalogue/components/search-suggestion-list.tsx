import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@shop/contracts';
import { cn } from '@/lib/cn';
import { useT, type Translate } from '@/lib/i18n';
import { catalogueMessages, type CatalogueMessages } from '../catalogue.messages';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { forgetRecentSearches, useRecentSearches } from '../recent-searches';
import type { SearchChoice } from './search-choices';

/** Suggestions follow the typing once it pauses, not on every key. */
const TYPING_PAUSE_MS = 150;

type Detail = (s: SearchSuggestion, t: Translate<CatalogueMessages>) => string;
const KIND_DETAIL: Record<SearchSuggestion['kind'], Detail> = {
  category: (s, t) => (s.detail ? t('categoryIn', { detail: s.detail }) : t('category')),
  brand: (_s, t) => t('brand'),
  product: (s, t) => (s.detail ? t('productBy', { detail: s.detail }) : t('product')),
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
 * The list part of the header search (loaded on first focus, so the home page's first
 * JavaScript stays small): recent searches before typing, suggestions while typing, as a
 * listbox with its count announced. It reports what it shows to the box, which owns the keys.
 */
export default function SearchSuggestionList({
  listboxId,
  text,
  open,
  active,
  onChoices,
  onActive,
  onPick,
}: {
  listboxId: string;
  text: string;
  open: boolean;
  active: number;
  onChoices: (choices: SearchChoice[]) => void;
  onActive: (index: number) => void;
  onPick: (choice: SearchChoice) => void;
}) {
  const { suggestions } = useSearchSuggestions(useTypingPause(text));
  const t = useT(catalogueMessages);
  const recent = useRecentSearches();
  const showingRecent = text.trim().length < 2;
  const choices: SearchChoice[] = showingRecent
    ? recent.map((search) => ({
        key: `recent:${search}`,
        label: search,
        detail: t('recentSearch'),
        search,
        productId: null,
      }))
    : suggestions.map((s) => ({
        key: `${s.kind}:${s.productId ?? s.label}`,
        label: s.label,
        detail: KIND_DETAIL[s.kind](s, t),
        search: s.search,
        productId: s.productId,
      }));
  const signature = choices.map((choice) => choice.key).join('|');
  useEffect(() => {
    onChoices(choices);
    // The choices are rebuilt on every render; what they are is their keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  const expanded = open && choices.length > 0;
  const count = choices.length;

  return (
    <>
      <p role="status" className="sr-only">
        {expanded ? t(showingRecent ? 'recentCount' : 'suggestionCount', { count }) : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={showingRecent ? t('recentSearches') : t('searchSuggestions')}
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
              onClick={() => onPick(choice)}
              onMouseEnter={() => onActive(index)}
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
            {t('clearRecentSearches')}
          </button>
        ) : null}
      </div>
    </>
  );
}
