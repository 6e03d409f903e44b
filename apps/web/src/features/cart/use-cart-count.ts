import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readString, subscribeToStorage } from '@/lib/storage';
import { countCartUnits, parseLocalCart } from './local-cart';

const subscribe = (listener: () => void) => subscribeToStorage(STORAGE_KEYS.localCart, listener);
const getCount = () => countCartUnits(parseLocalCart(readString(STORAGE_KEYS.localCart)));

/**
 * Units in the shopper's cart for the header badge. For now the local cart is the only cart; the
 * cart issue adds the server cart of a signed-in shopper behind this same hook.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCount, () => 0);
}
