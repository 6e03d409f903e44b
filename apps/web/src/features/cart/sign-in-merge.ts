import { getProduct } from '@/features/catalogue';
import {
  type CartLineKey,
  clearLocalCart,
  getCart,
  isSameLine,
  type LocalCartItem,
  postAddToCart,
  readLocalCart,
  writeLocalCart,
} from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { planCartMerge, productsToLookUp, type StockLookup } from './merge-local-cart';

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
 * anything twice. Returns how many lines were added.
 */
export async function mergeLocalCart(): Promise<number> {
  const local = readLocalCart();
  if (local.length === 0) return 0;
  const { items } = await getCart();
  const stockOf = await lookUpStock(productsToLookUp(local, items));
  const steps = planCartMerge(local, items, stockOf);

  let added = 0;
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
      console.warn('A cart line could not be merged', step.body, error);
    }
  }
  clearLocalCart();
  return added;
}
