import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readString, subscribeToStorage } from '@/lib/storage';
import { parseLocalWishlist, type LocalWishlistItem } from './local-wishlist';

const subscribe = (listener: () => void) =>
  subscribeToStorage(STORAGE_KEYS.localWishlist, listener);
// The raw string is the snapshot: equal strings compare equal, so nothing re-renders needlessly.
const getRaw = () => readString(STORAGE_KEYS.localWishlist);
const getServerRaw = () => null;

/** Whether a product is on the local wishlist, following every change (this tab and others). */
export function useIsInLocalWishlist(productId: string): boolean {
  const raw = useSyncExternalStore(subscribe, getRaw, getServerRaw);
  return parseLocalWishlist(raw).some((item) => item.product === productId);
}

/** The browser's wishlist entries (spec §3), following every change. */
export function useLocalWishlistItems(): LocalWishlistItem[] {
  const raw = useSyncExternalStore(subscribe, getRaw, getServerRaw);
  return useMemo(() => parseLocalWishlist(raw), [raw]);
}
