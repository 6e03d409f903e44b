import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, carts, couponRedemptions, coupons, products, variants } from '../../db/schema';
import type { Executor } from '../../db/types';
import { visibleProduct } from '../../db/visible-product';

/**
 * The statements of placing and cancelling an order that touch the cart, stock and coupon
 * tables. They run inside the order transaction, so they are written here as conditional
 * updates rather than through those modules' services (which open their own work).
 */

/** Locks the shopper's cart row: one placement per shopper at a time. */
export async function lockCart(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return row;
}

/** Every line with today's price and stock, and whether it is still sold (nothing filtered). */
export function checkoutLines(tx: Executor, cartId: string) {
  return tx
    .select({
      lineId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      name: products.name,
      brand: products.brand,
      productImages: products.images,
      color: variants.color,
      colorCode: variants.colorCode,
      variantImages: variants.images,
      price: variants.price,
      originalPrice: variants.originalPrice,
      stock: variants.stock,
      sold: sql<boolean>`(${variants.isActive} AND ${visibleProduct('products')})`,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
export type CheckoutLine = Awaited<ReturnType<typeof checkoutLines>>[number];

export interface StockLine {
  variantId: string;
  quantity: number;
}

const valuesOf = (lines: StockLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.variantId}::text, ${line.quantity}::int)`),
    sql`, `,
  );

/**
 * design.md: takes each line's units only while that many are left
 * (`stock = stock - q WHERE stock >= q`), all lines in one statement so the products trigger
 * runs once and no two orders lock rows in opposite orders. Answers the variants that had
 * enough; the caller rolls back when one is missing. CHECK (stock >= 0) backs it up.
 */
export async function takeStock(tx: Executor, lines: StockLine[]): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const result = (await tx.execute(sql`
    UPDATE variants v SET stock = v.stock - d.q, updated_at = now()
      FROM (VALUES ${valuesOf(lines)}) AS d(id, q)
     WHERE v.id = d.id AND v.stock >= d.q AND v.is_active
    RETURNING v.id`)) as unknown as { rows: Array<{ id: string }> };
  return new Set(result.rows.map((row) => row.id));
}

export async function currentStock(tx: Executor, variantId: string): Promise<number> {
  const [row] = await tx
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? 0;
}

/** Puts units back (a cancelled or released order). A deleted variant has nothing to restock. */
export async function restoreStock(tx: Executor, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    UPDATE variants v SET stock = v.stock + d.q, updated_at = now()
      FROM (VALUES ${valuesOf(lines)}) AS d(id, q)
     WHERE v.id = d.id`);
}

/** Takes one use of the coupon while its total limit allows; false when it is used up. */
export async function takeCouponUse(tx: Executor, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Serialises redemptions of one coupon so the per-shopper count is read after the last one. */
export async function lockCoupon(tx: Executor, couponId: string) {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}

export async function insertRedemption(
  tx: Executor,
  row: { id: string; couponId: string; userId: string; orderId: string; discount: number },
) {
  await tx.insert(couponRedemptions).values(row);
}

/** Gives the order's coupon use back, once: the redemption is marked released. */
export async function releaseRedemptions(tx: Executor, orderId: string, now: Date) {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
  }
  return released.length;
}
