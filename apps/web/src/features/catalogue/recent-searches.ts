import { useSyncExternalStore } from 'react';
import { RECENT_SEARCHES_COUNT } from '@shop/contracts';
import { readString, STORAGE_KEYS, subscribeToStorage, writeJson } from '@/lib/storage';
import { parseStoredList } from '@/lib/storage';

/**
 * The shopper's recent searches, newest first, kept only in this browser (nothing is sent):
 * the header search box offers them before anything is typed.
 */
const KEY = STORAGE_KEYS.recentSearches;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function read(): string {
  return readString(KEY) ?? '';
}

export function rememberSearch(text: string): void {
  const search = text.trim();
  if (!search) return;
  const earlier = parseStoredList(read(), isText).filter(
    (known) => known.toLowerCase() !== search.toLowerCase(),
  );
  writeJson(KEY, [search, ...earlier].slice(0, RECENT_SEARCHES_COUNT));
}

export function forgetRecentSearches(): void {
  writeJson(KEY, []);
}

export function useRecentSearches(): string[] {
  // The raw text is the snapshot (stable between renders); it is parsed once it changes.
  const raw = useSyncExternalStore((listener) => subscribeToStorage(KEY, listener), read);
  return parseStoredList(raw, isText);
}
