import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { orders, products, variants } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Orders placed since `since` (not cancelled for revenue) and those waiting for the shop. */
export async function orderFigures(
  db: Executor,
  since: Date,
): Promise<{ todayOrders: number; todayRevenue: number; pendingOrders: number }> {
  const [today, pending] = await Promise.all([
    db
      .select({
        n: count(),
        revenue: sql<number>`coalesce(sum(${orders.totalAmount})
          FILTER (WHERE ${orders.orderStatus} <> 'cancelled'), 0)::int`.mapWith(Number),
      })
      .from(orders)
      .where(gte(orders.createdAt, since)),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.orderStatus, ['pending', 'confirmed'])),
  ]);
  return {
    todayOrders: Number(today[0]?.n ?? 0),
    todayRevenue: Number(today[0]?.revenue ?? 0),
    pendingOrders: Number(pending[0]?.n ?? 0),
  };
}

/** Active variants of active products at or below `threshold`, lowest stock first. */
export function findLowStockVariants(db: Executor, threshold: number, limit: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: variants.id,
      color: variants.color,
      size: variants.size,
      stock: variants.stock,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(eq(products.isActive, true), eq(variants.isActive, true), lte(variants.stock, threshold)),
    )
    .orderBy(asc(variants.stock), asc(products.name), asc(variants.position))
    .limit(limit);
}
