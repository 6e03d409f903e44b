import { MAX_ADD_QUANTITY, type AddToCartBody, type CartItem } from '@shop/contracts';
import { isValidLocalCartItem, lineProductId, type CartLineKey } from '@/features/shopping';

/** What planning needs of a line already in the member's server cart. */
export type ServerCartLine = Pick<
  CartItem,
  'product' | 'variantId' | 'size' | 'quantity' | 'stock'
>;

/** The stock of a variant and size, when the catalogue told us (undefined: not known). */
export type StockLookup = (variantId: string, size: string) => number | undefined;

/** One POST /cart/add of the merge, and the local line it comes from. */
export interface CartMergeStep {
  key: CartLineKey;
  body: AddToCartBody;
}

const keyId = ({ productId, variantId, size }: CartLineKey) =>
  `${productId}\u0000${variantId}\u0000${size}`;

/** The valid local lines (spec §5), one per product, variant and size, quantities summed. */
function combineLocalLines(local: readonly unknown[]): { key: CartLineKey; quantity: number }[] {
  const lines = new Map<string, { key: CartLineKey; quantity: number }>();
  for (const item of local) {
    if (!isValidLocalCartItem(item)) continue;
    const productId = lineProductId(item);
    const units = Math.floor(item.quantity);
    if (!productId || !item.variantId || !item.size || !(units > 0)) continue;
    const key = { productId, variantId: item.variantId, size: item.size };
    const line = lines.get(keyId(key));
    if (line) line.quantity += units;
    else lines.set(keyId(key), { key, quantity: units });
  }
  return [...lines.values()];
}

/** The member's line of the same product, variant and size, and the stock it may grow to. */
function heldAndStock(key: CartLineKey, server: readonly ServerCartLine[], stockOf: StockLookup) {
  const held = server.find(
    (line) =>
      line.product === key.productId && line.variantId === key.variantId && line.size === key.size,
  );
  return { held, stock: held ? held.stock : stockOf(key.variantId, key.size) };
}

/**
 * spec §4 Login: the adds that merge a signed-out cart into the member's server cart. Invalid
 * local lines are skipped. The same variant and size already in the server cart ends with the
 * summed quantity capped at its stock (the server refuses an add past stock with a 409, so the
 * add asks only for the room left); a line with no room left is not sent. A new line is capped
 * by its stock when the catalogue gave it, and always by what one add may carry.
 */
export function planCartMerge(
  local: readonly unknown[],
  server: readonly ServerCartLine[],
  stockOf: StockLookup = () => undefined,
): CartMergeStep[] {
  const steps: CartMergeStep[] = [];
  for (const { key, quantity } of combineLocalLines(local)) {
    const { held, stock } = heldAndStock(key, server, stockOf);
    const room = stock === undefined ? MAX_ADD_QUANTITY : stock - (held?.quantity ?? 0);
    const units = Math.min(quantity, room, MAX_ADD_QUANTITY);
    if (units <= 0) continue;
    steps.push({
      key,
      body: { product: key.productId, variantId: key.variantId, size: key.size, quantity: units },
    });
  }
  return steps;
}

/**
 * How many of the local lines the merge cuts to the stock there is (the guest asked for more
 * than is left, counting what the member's cart already holds): the shopper is told, decision
 * 012's "nothing is left out silently". A sold-out line is not counted here: it is left behind.
 */
export function reducedLineCount(
  local: readonly unknown[],
  server: readonly ServerCartLine[],
  stockOf: StockLookup = () => undefined,
): number {
  let reduced = 0;
  for (const { key, quantity } of combineLocalLines(local)) {
    const { held, stock } = heldAndStock(key, server, stockOf);
    if (stock !== undefined && stock > 0 && quantity + (held?.quantity ?? 0) > stock) reduced += 1;
  }
  return reduced;
}

/** The product ids whose lines the server cart does not hold yet (their stock is looked up). */
export function productsToLookUp(
  local: readonly unknown[],
  server: readonly ServerCartLine[],
): string[] {
  const ids = new Set<string>();
  for (const { key } of combineLocalLines(local)) {
    const held = server.some((line) => line.variantId === key.variantId && line.size === key.size);
    if (!held) ids.add(key.productId);
  }
  return [...ids];
}
