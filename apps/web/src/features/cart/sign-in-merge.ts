import { getProduct } from '@/features/catalogue';
import {
  type CartLineKey,
  clearLocalCart,
  getCart,
  isSameLine,
  type LocalCartItem,
  noteRemovedLines,
  postAddToCart,
  readLocalCart,
  writeLocalCart,
} from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { messageNow } from '@/lib/i18n';
import { cartMessages } from './cart.messages';
import {
  planCartMerge,
  productsToLookUp,
  reducedLineCount,
  type StockLookup,
} from './merge-local-cart';

/** Answers about this one line (sold out, product gone, not that size): skip it and go on. */
function refusesOnlyThisLine(error: unknown): boolean {
  return isApiError(error) && [400, 404, 409, 422].includes(error.status);
}

/** The current stock of the variants of products the server cart does not hold yet. */
async function lookUpStock(productIds: string[]): Promise<StockLookup> {
  const stock = new Map<string, number>();
  const products = await Promise.allSettled(
    productIds.map((id) => getProduct(id, undefined, true)),
  );
  for (const result of products) {
    if (result.status !== 'fulfilled') continue;
    for (const variant of result.value.variants) {
      stock.set(`${variant._id}\u0000${variant.size}`, variant.stock);
    }
  }
  return (variantId, size) => stock.get(`${variantId}\u0000${size}`);
}

function keepOnly(local: LocalCartItem[], keys: CartLineKey[]): void {
  writeLocalCart(local.filter((item) => keys.some((key) => isSameLine(item, key))));
}

/**
 * spec §4 Login: adds each valid line of the browser's cart to the member's server cart, then
 * clears the browser's cart. A line the server refuses is skipped. When the server cannot be
 * reached part way, the merge stops and throws (the caller loads the server cart), keeping in
 * the browser only the lines not merged yet, so a later sign-in finishes the job without adding
 * anything twice. Returns how many lines were added. Lines that could not come along (sold out,
 * no longer sold) are named in the cart page's notice rather than vanishing (issue 20).
 */
export async function mergeLocalCart(): Promise<number> {
  const local = readLocalCart();
  if (local.length === 0) return 0;
  const { items } = await getCart();
  const held = (key: CartLineKey) =>
    items.some((item) => item.variantId === key.variantId && item.size === key.size);
  const stockOf = await lookUpStock(productsToLookUp(local, items));
  const steps = planCartMerge(local, items, stockOf);
  const reduced = reducedLineCount(local, items, stockOf);

  let added = 0;
  let refused = 0;
  for (const [index, step] of steps.entries()) {
    try {
      await postAddToCart(step.body);
      added += 1;
    } catch (error) {
      if (!refusesOnlyThisLine(error)) {
        keepOnly(
          local,
          steps.slice(index).map((pending) => pending.key),
        );
        throw error;
      }
      if (!held(step.key)) refused += 1;
      console.warn('A cart line could not be merged', step.body, error);
    }
  }
  clearLocalCart();
  // Every valid local line, as it would go to an empty cart; those the member's cart already
  // held are there anyway.
  const wanted = planCartMerge(local, []).filter((step) => !held(step.key)).length;
  const leftBehind = wanted - steps.filter((step) => !held(step.key)).length + refused;
  const notes = [
    leftBehind > 0 ? messageNow(cartMessages, 'mergeLeftBehind', { count: leftBehind }) : '',
    reduced > 0 ? messageNow(cartMessages, 'mergeReduced', { count: reduced }) : '',
  ].filter(Boolean);
  if (notes.length > 0) noteRemovedLines(notes.join(' '));
  return added;
}
