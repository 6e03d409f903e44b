import { count, gte, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Orders placed since `since` (not cancelled for revenue) and those waiting for the shop. */
export async function findOrderFigures(
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
