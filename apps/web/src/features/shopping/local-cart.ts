import type { Product } from '@shop/contracts';
import {
  STORAGE_KEYS,
  parseStoredList,
  readStoredList,
  removeKeys,
  writeJson,
} from '@/lib/storage';

/**
 * spec §3: a signed-out shopper's cart line, kept in localStorage `localCart`. A line is
 * identified by product, variant and size. Lines written here carry the price and enough of the
 * product to draw the cart without a request; older or foreign lines may carry less.
 */
export interface LocalCartItem {
  /** The product id, or (from older writers) an object with `_id`. */
  product?: unknown;
  productId?: string;
  variantId: string;
  size: string;
  quantity: number;
  price?: number;
  originalPrice?: number;
  variant?: { color: string; colorCode: string; images: string[] };
  productData?: { _id: string; name: string; images: string[] };
}

/** What adding to the cart needs to know about a product. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'images' | 'variants'>;

/** spec §5: the messages of a refused add. */
export const CART_MESSAGES = {
  productRequired: 'Product is required to add to cart',
  productIdRequired: 'Product ID is required',
  variantIdRequired: 'Variant ID is required',
  sizeRequired: 'Size is required',
  quantityPositive: 'Quantity must be greater than 0',
  invalidVariant: 'Invalid variant or size selected',
} as const;

/** A refused cart change; its message is the specification's text, fit to show the shopper. */
export class CartValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartValidationError';
  }
}

/**
 * A signed-out add past the variant's stock, refused as the server refuses a member's (its
 * 409): the shopper is told how many there are and how many the cart already holds.
 */
export class LocalStockError extends CartValidationError {
  constructor(
    readonly stock: number,
    readonly inCart: number,
    readonly what: { name: string; size: string },
  ) {
    super(
      `Only ${stock} of ${what.name} (size ${what.size}) available` +
        (inCart > 0 ? `; you already have ${inCart} in your cart` : ''),
    );
    this.name = 'LocalStockError';
  }
}

/**
 * spec §5: a local cart item is valid only with a product or productId, a variantId, a size and a
 * numeric quantity; invalid items are dropped on read.
 */
export function isValidLocalCartItem(value: unknown): value is LocalCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (item.product != null || typeof item.productId === 'string') &&
    typeof item.variantId === 'string' &&
    typeof item.size === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity)
  );
}

/** spec §8: a broken local cart reads as empty. Pure, so the header badge can call it. */
export function parseLocalCart(raw: string | null): LocalCartItem[] {
  return parseStoredList(raw, isValidLocalCartItem);
}

/** spec §8: reads the valid lines; a broken local cart in storage is deleted and reads as empty. */
export function readLocalCart(): LocalCartItem[] {
  return readStoredList(STORAGE_KEYS.localCart, isValidLocalCartItem);
}

/** Writing goes through storage.ts, which tells the header badge at once. */
export function writeLocalCart(items: LocalCartItem[]): void {
  writeJson(STORAGE_KEYS.localCart, items);
}

/** After a sign-in merge (spec §4): the browser's cart is emptied. */
export function clearLocalCart(): void {
  removeKeys(STORAGE_KEYS.localCart);
}

/** The product id of a line, whichever shape it was stored in. */
export function lineProductId(item: LocalCartItem): string | undefined {
  if (typeof item.productId === 'string') return item.productId;
  if (typeof item.product === 'string') return item.product;
  if (typeof item.product === 'object' && item.product !== null && '_id' in item.product) {
    const id = (item.product as { _id?: unknown })._id;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

export interface CartLineKey {
  productId: string;
  variantId: string;
  size: string;
}

export function isSameLine(item: LocalCartItem, key: CartLineKey): boolean {
  return (
    lineProductId(item) === key.productId &&
    item.variantId === key.variantId &&
    item.size === key.size
  );
}

/** A checked add: the product, its chosen variant and a whole positive number of units. */
export interface CheckedCartAdd {
  product: CartProduct;
  variant: CartProduct['variants'][number];
  units: number;
}

/**
 * spec §5: an add needs a product with an id, a variant id, a size and a quantity above 0, and
 * the variant must be the product's with that size. Throws a CartValidationError with the
 * specification's message otherwise. Used for the local cart and before a server add alike.
 */
export function checkCartAdd(
  product: CartProduct | null | undefined,
  variantId: string | null | undefined,
  size: string | null | undefined,
  quantity: number,
): CheckedCartAdd {
  if (!product) throw new CartValidationError(CART_MESSAGES.productRequired);
  if (!product._id) throw new CartValidationError(CART_MESSAGES.productIdRequired);
  if (!variantId) throw new CartValidationError(CART_MESSAGES.variantIdRequired);
  if (!size) throw new CartValidationError(CART_MESSAGES.sizeRequired);
  const units = Math.floor(quantity);
  if (!(units > 0)) throw new CartValidationError(CART_MESSAGES.quantityPositive);

  const variant = product.variants?.find((candidate) => candidate._id === variantId);
  if (!variant || variant.size !== size) {
    throw new CartValidationError(CART_MESSAGES.invalidVariant);
  }
  return { product, variant, units };
}

/**
 * spec §5: adds `quantity` of one variant and size to the local cart; adding the same product,
 * variant and size again increases that line. Refuses what checkCartAdd refuses, and more than
 * the variant's stock in all (LocalStockError).
 */
export function addToLocalCart(
  product: CartProduct | null | undefined,
  variantId: string | null | undefined,
  size: string | null | undefined,
  quantity: number,
): LocalCartItem[] {
  const { product: chosen, variant, units } = checkCartAdd(product, variantId, size, quantity);
  const key = { productId: chosen._id, variantId: variant._id, size: variant.size };
  const items = readLocalCart();
  const existing = items.find((item) => isSameLine(item, key));
  const inCart = Math.max(0, Math.floor(existing?.quantity ?? 0));
  if (inCart + units > variant.stock) {
    throw new LocalStockError(variant.stock, inCart, { name: chosen.name, size: variant.size });
  }
  const next = existing
    ? items.map((item) => (item === existing ? { ...item, quantity: item.quantity + units } : item))
    : [
        ...items,
        {
          product: chosen._id,
          productId: chosen._id,
          variantId: variant._id,
          size: variant.size,
          quantity: units,
          price: variant.price,
          originalPrice: variant.originalPrice,
          variant: { color: variant.color, colorCode: variant.colorCode, images: variant.images },
          productData: { _id: chosen._id, name: chosen.name, images: chosen.images },
        },
      ];
  writeLocalCart(next);
  return next;
}

/** spec §4 Cart: setting a local quantity to 0 or less removes the line. */
export function setLocalCartQuantity(key: CartLineKey, quantity: number): LocalCartItem[] {
  const units = Math.floor(quantity);
  const items = readLocalCart();
  const next =
    units > 0
      ? items.map((item) => (isSameLine(item, key) ? { ...item, quantity: units } : item))
      : items.filter((item) => !isSameLine(item, key));
  writeLocalCart(next);
  return next;
}

export function removeFromLocalCart(key: CartLineKey): LocalCartItem[] {
  return setLocalCartQuantity(key, 0);
}

/** Units in the cart: the sum of the lines' quantities (lines of 0 or less do not count). */
export function countCartUnits(items: readonly LocalCartItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, Math.floor(item.quantity)), 0);
}
