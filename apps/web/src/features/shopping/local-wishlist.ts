import {
  STORAGE_KEYS,
  parseStoredList,
  readStoredList,
  removeKeys,
  writeJson,
} from '@/lib/storage';

/** spec §3: a signed-out shopper's wishlist entry, kept in localStorage `localWishlist`. */
export interface LocalWishlistItem {
  /** The product id. */
  product: string;
  variantId?: string;
  /** ISO timestamp. */
  addedAt: string;
}

/** spec §5: the messages of a refused wishlist add. */
export const WISHLIST_MESSAGES = {
  productRequired: 'Product is required to add to wishlist',
  productIdRequired: 'Product ID is required',
} as const;

/** spec §5: the placeholder variant id that is never stored or sent. */
export const DEFAULT_VARIANT_ID = 'default';

export class WishlistValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WishlistValidationError';
  }
}

export function isValidLocalWishlistItem(value: unknown): value is LocalWishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.product === 'string' &&
    item.product.length > 0 &&
    (item.variantId === undefined || typeof item.variantId === 'string') &&
    typeof item.addedAt === 'string'
  );
}

/** Pure: the valid entries of a stored value; anything unreadable is an empty wishlist. */
export function parseLocalWishlist(raw: string | null): LocalWishlistItem[] {
  return parseStoredList(raw, isValidLocalWishlistItem);
}

/** Invalid entries are dropped; a broken stored wishlist is deleted and reads as empty. */
export function readLocalWishlist(): LocalWishlistItem[] {
  return readStoredList(STORAGE_KEYS.localWishlist, isValidLocalWishlistItem);
}

export function isInLocalWishlist(productId: string): boolean {
  return readLocalWishlist().some((item) => item.product === productId);
}

/**
 * spec §5: needs a product with an id. One entry per product: adding a product already there
 * keeps the first entry (and its date).
 */
export function addToLocalWishlist(
  product: { _id?: string | null } | null | undefined,
  variantId?: string | null,
): LocalWishlistItem[] {
  if (!product) throw new WishlistValidationError(WISHLIST_MESSAGES.productRequired);
  if (!product._id) throw new WishlistValidationError(WISHLIST_MESSAGES.productIdRequired);
  const productId = product._id;
  const items = readLocalWishlist();
  if (items.some((item) => item.product === productId)) return items;

  const entry: LocalWishlistItem = { product: productId, addedAt: new Date().toISOString() };
  if (variantId && variantId !== DEFAULT_VARIANT_ID) entry.variantId = variantId;
  const next = [...items, entry];
  writeJson(STORAGE_KEYS.localWishlist, next);
  return next;
}

/** After a sign-in merge (spec §4): the browser's wishlist is emptied. */
export function clearLocalWishlist(): void {
  removeKeys(STORAGE_KEYS.localWishlist);
}

export function removeFromLocalWishlist(productId: string): LocalWishlistItem[] {
  const items = readLocalWishlist();
  const next = items.filter((item) => item.product !== productId);
  if (next.length !== items.length) writeJson(STORAGE_KEYS.localWishlist, next);
  return next;
}

/** Adds the product, or removes it when it is already saved. Returns whether it is now saved. */
export function toggleLocalWishlist(
  product: { _id?: string | null } | null | undefined,
  variantId?: string | null,
): boolean {
  if (product?._id && isInLocalWishlist(product._id)) {
    removeFromLocalWishlist(product._id);
    return false;
  }
  addToLocalWishlist(product, variantId);
  return true;
}
