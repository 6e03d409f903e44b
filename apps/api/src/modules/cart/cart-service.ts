import {
  type AddToCartBody,
  type Cart,
  type CartItem,
  type CartSummary,
  type CartWithSummary,
  DELIVERY_FEE,
  discountPercent,
  FALLBACK_DELIVERY_DAYS,
  PLATFORM_FEE,
  type Language,
} from '@shop/contracts';
import type { Db } from '../../db/types';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors';
import { DAY_MS } from '../../lib/time';
import { checkCoupon, findCoupon } from '../coupons';
import { emptyCart } from './cart-checkout';
import {
  addToLine,
  type CartLine,
  deleteLines,
  deleteOwnedLine,
  dropCartCoupon,
  ensureCart,
  findCart,
  findOwnedLine,
  findVariantForCart,
  findCartLines,
  setCartCoupon,
  setLineQuantity,
} from './cart-repository';

/** design.md: a line that is not the caller's answers 404, as if missing. */
const lineNotFound = () => notFound('Cart item not found', 'CART_ITEM_NOT_FOUND');
const notAvailable = (type: 'not_found' | 'invalid_data') =>
  new AppError(type, 'Product variant or size not available', { code: 'VARIANT_NOT_AVAILABLE' });

function outOfStock(name: string, size: string, stock: number, inCart = 0): AppError {
  const what = `${name} (size ${size})`;
  if (stock <= 0) return conflict(`${what} is out of stock`, 'OUT_OF_STOCK');
  const held = inCart > 0 ? `; you already have ${inCart} in your cart` : '';
  return conflict(`Only ${stock} of ${what} available${held}`, 'OUT_OF_STOCK');
}

function toCartItem(line: CartLine): CartItem {
  return {
    _id: line.id,
    product: line.productId,
    productData: {
      _id: line.productId,
      name: line.name,
      images: line.productImages,
      brand: line.brand,
    },
    variantId: line.variantId,
    variant: { color: line.color, colorCode: line.colorCode, images: line.variantImages },
    size: line.size,
    quantity: line.quantity,
    price: line.price,
    originalPrice: line.originalPrice,
    discount: discountPercent(line.price, line.originalPrice),
    stock: line.stock,
    isSelected: line.isSelected,
  };
}

/**
 * Lines whose product or variant is no longer sold cannot be bought and would stop the order
 * (issue 20): they are taken out, and the shopper is told which, once.
 */
async function dropLinesNoLongerSold(
  db: Db,
  cartId: string,
  lines: CartLine[],
): Promise<string | null> {
  const gone = lines.filter((line) => !line.sold);
  if (gone.length === 0) return null;
  await deleteLines(
    db,
    cartId,
    gone.map((line) => line.id),
  );
  const names = [...new Set(gone.map((line) => line.name))];
  return names.length === 1
    ? `${names[0]} is no longer sold and was removed from your cart`
    : `${names.length} products are no longer sold and were removed from your cart`;
}

/**
 * The cart and its summary, priced from the variants now. The applied coupon is checked
 * again on every read; when it no longer applies it is taken off the cart and the reason is
 * given as couponMessage.
 */
export async function readCart(
  db: Db,
  userId: string,
  language: Language = 'en',
): Promise<CartWithSummary> {
  const cart = await findCart(db, userId);
  const lines = cart ? await findCartLines(db, cart.id, language) : [];
  const items = lines.filter((line) => line.sold).map(toCartItem);
  const removedMessage = cart ? await dropLinesNoLongerSold(db, cart.id, lines) : null;
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);

  let appliedCoupon: CartSummary['appliedCoupon'] = null;
  let couponMessage: string | null = null;
  if (cart?.couponId) {
    const coupon = await findCoupon(db, { id: cart.couponId }, userId, language);
    const check = coupon
      ? checkCoupon(coupon, subtotal)
      : { ok: false as const, message: 'Invalid coupon code' };
    if (check.ok && coupon) {
      appliedCoupon = {
        code: coupon.code,
        description: coupon.description,
        discount: check.discount,
      };
    } else if (!check.ok) {
      couponMessage = check.message;
      await dropCartCoupon(db, cart.id, cart.couponId);
    }
  }

  const couponDiscount = appliedCoupon?.discount ?? 0;
  const summary: CartSummary = {
    subtotal,
    itemCount,
    couponDiscount,
    platformFee: PLATFORM_FEE,
    deliveryFee: DELIVERY_FEE,
    total: subtotal - couponDiscount + PLATFORM_FEE + DELIVERY_FEE,
    appliedCoupon,
    estimatedDelivery: new Date(Date.now() + FALLBACK_DELIVERY_DAYS * DAY_MS).toISOString(),
    couponMessage,
  };
  const result: Cart = { items, totalAmount: subtotal, couponMessage, removedMessage };
  return { cart: result, summary };
}

/**
 * Adds the line; a refusal for stock names the product in `language` (issue 19: a Hindi reader
 * reads the owner's Hindi name, and the error handler puts the rest of the message in Hindi).
 */
export async function addToCart(
  db: Db,
  userId: string,
  body: AddToCartBody,
  language: Language = 'en',
): Promise<void> {
  const cart = await ensureCart(db, userId);
  const variant = await findVariantForCart(db, body.variantId, cart.id, body.size, language);
  if (!variant || !variant.variantActive) throw notAvailable('not_found');
  if (variant.productId !== body.product) throw notAvailable('invalid_data');
  if (!variant.productVisible) {
    throw notFound('This product is no longer available', 'PRODUCT_NOT_FOUND');
  }
  if (variant.size !== body.size) throw notAvailable('invalid_data');
  if (variant.inCart + body.quantity > variant.stock) {
    throw outOfStock(variant.productName, variant.size, variant.stock, variant.inCart);
  }
  const added = await addToLine(db, {
    cartId: cart.id,
    productId: body.product,
    variantId: body.variantId,
    size: body.size,
    quantity: body.quantity,
  });
  // Stock changed between the read and the write (someone bought the last units).
  if (added === undefined) {
    const now = await findVariantForCart(db, body.variantId, cart.id, body.size, language);
    throw outOfStock(variant.productName, variant.size, now?.stock ?? 0, now?.inCart ?? 0);
  }
}

/** Sets the line's quantity; a refusal for stock names the product in `language` (issue 19). */
export async function changeQuantity(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
  language: Language = 'en',
): Promise<void> {
  const line = await findOwnedLine(db, userId, itemId, language);
  if (!line) throw lineNotFound();
  if (quantity > line.stock || !(await setLineQuantity(db, line.id, quantity))) {
    const now = await findOwnedLine(db, userId, itemId, language);
    throw outOfStock(line.productName, line.size, now?.stock ?? line.stock);
  }
}

export async function removeLine(db: Db, userId: string, itemId: string): Promise<void> {
  if (!(await deleteOwnedLine(db, userId, itemId))) throw lineNotFound();
}

/** Empties the cart and takes any coupon off it. */
export async function clearCart(db: Db, userId: string): Promise<void> {
  const cart = await findCart(db, userId);
  if (!cart) return;
  await db.transaction((tx) => emptyCart(tx, cart.id));
}

/** Checks the code against this cart and this shopper; stores it on the cart when it applies. */
export async function applyCoupon(
  db: Db,
  userId: string,
  code: string,
  language: Language = 'en',
): Promise<CartWithSummary> {
  const coupon = await findCoupon(db, { code }, userId);
  if (!coupon) throw notFound('Invalid coupon code', 'COUPON_NOT_FOUND');
  const { summary } = await readCart(db, userId, language);
  const check = checkCoupon(coupon, summary.subtotal);
  if (!check.ok) throw businessRule(check.message, check.code);
  const cart = await ensureCart(db, userId);
  await setCartCoupon(db, cart.id, coupon.id);
  // Issue 19: product names in the shopper's language, as GET /cart gives them.
  return readCart(db, userId, language);
}

export async function removeCoupon(db: Db, userId: string): Promise<void> {
  const cart = await findCart(db, userId);
  if (cart?.couponId) await setCartCoupon(db, cart.id, null);
}
