import { visibleProduct } from '../../db/visible-product';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts, products, variants } from '../../db/schema';
import { preparedOnce, preparedPer } from '../../db/prepared';
import type { Executor } from '../../db/types';
import type { Language } from '@shop/contracts';
import { translatedText } from '../../db/translated-text';
import { newId } from '../../lib/ids';

/** A product shoppers may see, written against the products table by name. */
const productVisible = visibleProduct('products');

export interface CartRow {
  id: string;
  couponId: string | null;
}

/** Prepared (decision 040): a signed-in shopper's every page asks for the cart. */
const cartOfUserQuery = preparedOnce((db) =>
  db
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('cart_of_user'),
);

export async function findCart(db: Executor, userId: string): Promise<CartRow | undefined> {
  const [row] = await cartOfUserQuery(db).execute({ userId });
  return row;
}

/** Locks the shopper's cart row: one order placement per shopper at a time. */
export async function lockCartOf(tx: Executor, userId: string): Promise<CartRow | undefined> {
  const [row] = await tx
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return row;
}

/** The user's cart, created on first use (one per user: carts.user_id is unique). */
export async function ensureCart(db: Executor, userId: string): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ id: newId(), userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id, couponId: carts.couponId });
  if (!row) throw new Error('cart not created');
  return row;
}

export async function setCartCoupon(
  db: Executor,
  cartId: string,
  couponId: string | null,
): Promise<void> {
  await db.update(carts).set({ couponId }).where(eq(carts.id, cartId));
}

/** Drops the coupon only if it is still the one that was checked (a parallel apply wins). */
export async function dropCartCoupon(db: Executor, cartId: string, couponId: string) {
  await db
    .update(carts)
    .set({ couponId: null })
    .where(and(eq(carts.id, cartId), eq(carts.couponId, couponId)));
}

/**
 * The cart's lines with today's prices and stock from the variants, oldest line first, each
 * saying whether it is still sold (variant active, product visible). The cart shows the sold
 * ones (the others are kept, and shown again if the product comes back); placing an order
 * refuses while one is not sold. The one cart-line query of both, prepared per language
 * (decision 040).
 */
const cartLinesQuery = preparedPer((db: Executor, language: Language) =>
  db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      isSelected: cartItems.isSelected,
      // Issue 19: the owner's Hindi name on a Hindi page; orders keep the English one.
      name: translatedText(language, products.translations, 'name', products.name),
      brand: products.brand,
      productImages: products.images,
      color: variants.color,
      colorCode: variants.colorCode,
      variantImages: variants.images,
      price: variants.price,
      originalPrice: variants.originalPrice,
      stock: variants.stock,
      sold: sql<boolean>`(${variants.isActive} AND ${productVisible})`,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare(`cart_lines_${language}`),
);

export function findCartLines(db: Executor, cartId: string, language: Language = 'en') {
  return cartLinesQuery(db, language).execute({ cartId });
}
export type CartLine = Awaited<ReturnType<typeof findCartLines>>[number];

/**
 * A variant as add-to-cart needs it, with the quantity of that line already in the cart. Its
 * product's name is in `language` (issue 19): it only ever names the product in a message.
 */
export async function findVariantForCart(
  db: Executor,
  variantId: string,
  cartId: string,
  size: string,
  language: Language = 'en',
) {
  const [row] = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      size: variants.size,
      stock: variants.stock,
      variantActive: variants.isActive,
      productName: translatedText(language, products.translations, 'name', products.name),
      productVisible: sql<boolean>`${productVisible}`,
      inCart: sql<number>`coalesce((SELECT ci.quantity FROM cart_items ci
        WHERE ci.cart_id = ${cartId} AND ci.variant_id = variants.id
          AND ci.size = ${size}), 0)`.mapWith(Number),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId))
    .limit(1);
  return row;
}

/**
 * Adds `quantity` to the line (variant, size), creating it when new, in one statement. Both
 * paths only write while the resulting quantity fits the variant's stock at that moment; no
 * row back means it did not fit.
 */
export async function addToLine(
  db: Executor,
  line: { cartId: string; productId: string; variantId: string; size: string; quantity: number },
): Promise<number | undefined> {
  const result = (await db.execute(sql`
    INSERT INTO cart_items (id, cart_id, product_id, variant_id, size, quantity)
    SELECT ${newId()}, ${line.cartId}, v.product_id, v.id, ${line.size}, ${line.quantity}::int
      FROM variants v
     WHERE v.id = ${line.variantId} AND v.product_id = ${line.productId}
       AND v.stock >= ${line.quantity}::int
    ON CONFLICT (cart_id, variant_id, size) DO UPDATE
       SET quantity = cart_items.quantity + excluded.quantity, updated_at = now()
     WHERE cart_items.quantity + excluded.quantity
           <= (SELECT s.stock FROM variants s WHERE s.id = excluded.variant_id)
    RETURNING quantity`)) as unknown as { rows: Array<{ quantity: number }> };
  const row = result.rows[0];
  return row ? Number(row.quantity) : undefined;
}

/**
 * One of the user's lines with its variant's stock and product name (404 when not theirs); the
 * name in `language`, as the message naming it is answered (issue 19).
 */
export async function findOwnedLine(
  db: Executor,
  userId: string,
  itemId: string,
  language: Language = 'en',
) {
  const [row] = await db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      size: cartItems.size,
      stock: variants.stock,
      productName: translatedText(language, products.translations, 'name', products.name),
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * A product's name in `language` (issue 19), for a message naming a cart line; undefined when
 * the product is gone.
 */
export async function findProductName(
  db: Executor,
  productId: string,
  language: Language,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: translatedText(language, products.translations, 'name', products.name) })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.name;
}

/** Sets a line's quantity if the variant still has that many; false when it has not. */
export async function setLineQuantity(
  db: Executor,
  itemId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(
      and(
        eq(cartItems.id, itemId),
        sql`${quantity}::int <= (SELECT s.stock FROM variants s WHERE s.id = cart_items.variant_id)`,
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteOwnedLine(
  db: Executor,
  userId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.id, itemId),
        inArray(
          cartItems.cartId,
          db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)),
        ),
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes lines of one cart by id (lines whose product is no longer sold). */
export async function deleteLines(db: Executor, cartId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)));
}

export async function deleteAllLines(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
