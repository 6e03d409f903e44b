import { count, gte, inArray, sql } from 'drizzle-orm';
import { orders, returnRequests } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * What the owner means by "today's revenue": the money today's sales bring in, net of what went
 * back to shoppers today. An order counts when the money is the shop's or is on its way - paid
 * online (payment completed, or refunded since by returns: still a sale, its refunds taken away
 * below), or cash on delivery (counted as placed, collected at the door) -
 * and not once cancelled: a cancelled order, or an online one whose payment failed or never
 * came, was never a sale. A return undoes a sale that was made, so its refund is taken away on
 * the day it is paid out (the day its credit note is dated), whichever day the order was placed;
 * a day of large refunds and few sales can therefore come out below zero.
 */
const COUNTS_AS_SALE = sql`${orders.orderStatus} <> 'cancelled'
  AND (${orders.paymentStatus} IN ('completed', 'refunded')
    OR (${orders.paymentMethod} = 'COD' AND ${orders.paymentStatus} = 'pending'))`;

/** Orders placed since `since`, their revenue net of return refunds since then, orders waiting. */
export async function findOrderFigures(
  db: Executor,
  since: Date,
): Promise<{ todayOrders: number; todayRevenue: number; pendingOrders: number }> {
  const [today, refunded, pending] = await Promise.all([
    db
      .select({
        n: count(),
        revenue: sql<number>`coalesce(sum(${orders.totalAmount})
          FILTER (WHERE ${COUNTS_AS_SALE}), 0)::int`.mapWith(Number),
      })
      .from(orders)
      .where(gte(orders.createdAt, since)),
    db
      .select({
        // bigint: int stops at about ₹2.1 crore in paise.
        paise: sql<number>`coalesce(sum(${returnRequests.goodsRefundPaise}
          + ${returnRequests.feesRefundPaise}), 0)::bigint`.mapWith(Number),
      })
      .from(returnRequests)
      .where(gte(returnRequests.refundedAt, since)),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.orderStatus, ['pending', 'confirmed'])),
  ]);
  const salesRupees = Number(today[0]?.revenue ?? 0);
  const refundedPaise = Number(refunded[0]?.paise ?? 0);
  return {
    todayOrders: Number(today[0]?.n ?? 0),
    // The dashboard shows whole rupees; refunds are kept in paise.
    todayRevenue: Math.round((salesRupees * 100 - refundedPaise) / 100),
    pendingOrders: Number(pending[0]?.n ?? 0),
  };
}
