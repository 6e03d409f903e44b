import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, deleteIfBrokenList, readString, subscribeToStorage } from '@/lib/storage';
import { parseLocalWishlist, type LocalWishlistItem } from './local-wishlist';

const subscribe = (listener: () => void) =>
  subscribeToStorage(STORAGE_KEYS.localWishlist, listener);
// The raw string is the snapshot: equal strings compare equal, so nothing re-renders needlessly.
const getRaw = () => readString(STORAGE_KEYS.localWishlist);
const getServerRaw = () => null;

/** The stored wishlist's text; spec §8: a broken one is deleted (it already reads as empty). */
function useLocalWishlistRaw(): string | null {
  const raw = useSyncExternalStore(subscribe, getRaw, getServerRaw);
  useEffect(() => deleteIfBrokenList(STORAGE_KEYS.localWishlist, raw), [raw]);
  return raw;
}

/** Whether a product is on the local wishlist, following every change (this tab and others). */
export function useIsInLocalWishlist(productId: string): boolean {
  const raw = useLocalWishlistRaw();
  return parseLocalWishlist(raw).some((item) => item.product === productId);
}

/** The browser's wishlist entries (spec §3), following every change. */
export function useLocalWishlistItems(): LocalWishlistItem[] {
  const raw = useLocalWishlistRaw();
  return useMemo(() => parseLocalWishlist(raw), [raw]);
}
