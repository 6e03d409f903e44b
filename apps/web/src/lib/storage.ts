import { STORAGE_KEYS } from '@shop/contracts';

export { STORAGE_KEYS };

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Listener = () => void;

/**
 * localStorage with JSON, guarded so private browsing or a full quota never breaks a page, and a
 * tiny change feed: the browser's `storage` event only fires in *other* tabs, so writes made here
 * notify this tab's subscribers too (the cart badge, the session).
 */
const listeners = new Map<string, Set<Listener>>();

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) listeners.forEach((_set, key) => notify(key));
    else notify(event.key);
  });
}

export function subscribeToStorage(key: StorageKey, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function readString(key: StorageKey): string | null {
  try {
    // A server render has no storage: answering at once spares throwing (and catching) a
    // ReferenceError on every API call and every render (decision 024).
    if (typeof localStorage === 'undefined') return null;
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives only for this page view.
  }
  notify(key);
}

/** Parsed JSON, or null when the key is missing or holds something that is not JSON. */
export function readJson(key: StorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
  keys.forEach(notify);
}

type Guard<T> = (value: unknown) => value is T;

/** Pure: the valid entries of a stored JSON list; anything that is not a list reads as empty. */
export function parseStoredList<T>(raw: string | null, isValid: Guard<T>): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isValid) : [];
  } catch {
    return [];
  }
}

function isStoredList(raw: string): boolean {
  try {
    return Array.isArray(JSON.parse(raw));
  } catch {
    return false;
  }
}

/**
 * spec §8 "a broken local cart in storage is deleted": for readers that parse the raw string
 * (the header badge, the cart page), which must not write while rendering. Deleting a missing
 * or healthy list does nothing.
 */
export function deleteIfBrokenList(key: StorageKey, raw: string | null): void {
  if (raw !== null && !isStoredList(raw)) removeKeys(key);
}

/**
 * spec §8: the valid entries of a list kept in storage (the browser's cart and wishlist); a
 * stored value that is not a list is deleted and reads as empty.
 */
export function readStoredList<T>(key: StorageKey, isValid: Guard<T>): T[] {
  const raw = readString(key);
  if (raw !== null && !isStoredList(raw)) {
    removeKeys(key);
    return [];
  }
  return parseStoredList(raw, isValid);
}
