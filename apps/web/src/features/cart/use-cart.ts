import { lineProductId, useLocalCartItems, useServerCart, useShopper } from '@/features/shopping';
import { useCartSummary } from './api/get-cart-summary';
import {
  lineFromLocal,
  lineFromServer,
  localTotals,
  type CartLineView,
  type CartTotals,
} from './cart-line';
import { useCatalogueProducts } from './use-catalogue-products';
import { useDropGoneLines } from './use-drop-gone-lines';

export interface UseCart {
  /** 'member': the server cart; 'guest': the browser's cart; 'loading': the session is checked. */
  mode: 'member' | 'guest' | 'loading';
  lines: CartLineView[];
  /** Null while a member's summary loads for the first time. */
  totals: CartTotals | null;
  /** The summary is being reloaded after a change (its numbers are about to move). */
  totalsUpdating: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * spec §4 Session: one cart for the screens. Signed in, the lines and totals are the server's
 * (GET /cart and GET /cart/summary); signed out, they are the browser's `localCart`, priced
 * from the catalogue once its products load. Either way the lines have the same shape.
 */
export function useCart(): UseCart {
  const { ownerId, status } = useShopper();
  const server = useServerCart();
  const summary = useCartSummary();
  const localItems = useLocalCartItems();
  const guest = status === 'signedOut';
  const products = useCatalogueProducts(
    guest ? localItems.map((item) => lineProductId(item) ?? '').filter(Boolean) : [],
  );
  useDropGoneLines(products.gone);

  const localLines = localItems
    .filter((item) => Math.floor(item.quantity) > 0)
    .filter((item) => !products.gone.has(lineProductId(item) ?? ''))
    .map((item) => lineFromLocal(item, products.byId.get(lineProductId(item) ?? '')));

  if (guest) {
    return {
      mode: 'guest',
      lines: localLines,
      totals: localTotals(localLines),
      totalsUpdating: products.pending.size > 0,
      isLoading: false,
      isError: false,
      refetch: async () => undefined,
    };
  }

  if (ownerId === null) {
    return {
      mode: 'loading',
      lines: [],
      totals: null,
      totalsUpdating: false,
      isLoading: true,
      isError: false,
      refetch: async () => undefined,
    };
  }

  const lines = (server.data?.items ?? []).map(lineFromServer);
  // A summary that failed to load still leaves the shopper the sums of the lines they can see.
  const totals = summary.data ?? (summary.isError && server.data ? localTotals(lines) : null);
  return {
    mode: 'member',
    lines,
    totals,
    totalsUpdating: summary.isFetching,
    isLoading: server.isPending,
    isError: server.isError,
    refetch: () => Promise.all([server.refetch(), summary.refetch()]),
  };
}
