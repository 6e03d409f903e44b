import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, deleteIfBrokenList, readString, subscribeToStorage } from '@/lib/storage';
import { parseLocalCart, type LocalCartItem } from './local-cart';

const subscribe = (listener: () => void) => subscribeToStorage(STORAGE_KEYS.localCart, listener);
// The raw string is the snapshot: an unchanged cart re-renders nothing.
const getRaw = () => readString(STORAGE_KEYS.localCart);
const getServerRaw = () => null;

/** The browser's cart (spec §3), following every change in this tab and others. */
export function useLocalCartItems(): LocalCartItem[] {
  const raw = useSyncExternalStore(subscribe, getRaw, getServerRaw);
  // spec §8: a broken cart reads as empty and is deleted (the header badge sees it on any page).
  useEffect(() => deleteIfBrokenList(STORAGE_KEYS.localCart, raw), [raw]);
  return useMemo(() => parseLocalCart(raw), [raw]);
}
