import { useServerCart } from './api/get-cart';
import { countCartUnits } from './local-cart';
import { useLocalCartItems } from './use-local-cart';
import { useShopper } from './use-shopper';

/**
 * Units in the shopper's cart for the header badge (spec §2/§9): the sum of the quantities of
 * the server cart when signed in, of the browser's cart otherwise. Both follow every change at
 * once: cart changes write the server's answer into the cache, local ones notify storage.
 * spec §8: a cart that failed to load counts as empty.
 */
export function useCartCount(): number {
  const { ownerId } = useShopper();
  const local = useLocalCartItems();
  const server = useServerCart();
  if (ownerId === null) return countCartUnits(local);
  return (server.data?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}
