import {
  type Language,
  ORDER_ERROR_CODES,
  type Order,
  type OrderList,
  type OrderSort,
  type Tracking,
  orderNumber,
} from '@shop/contracts';
import type { z } from 'zod';
import type { MyOrdersQuerySchema } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { paymentsByOrder } from '../payments';
import { toOrder, toTrackingEvent } from './order-mapper';
import {
  findEventsOfOrder,
  findItemsOfOrders,
  findOrder,
  findRefundsOfOrders,
  listOrders,
  type OrderRow,
} from './order-repository';

export const orderNotFound = () => notFound('Order not found', ORDER_ERROR_CODES.notFound);

/**
 * Builds the answers for several orders with one query per related table. Item names are in
 * `language` (issue 19: the product's current Hindi name for a Hindi reader, where it has one).
 */
export async function ordersFromRows(
  db: Executor,
  rows: OrderRow[],
  razorpayKeyId: string | null,
  language: Language = 'en',
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, payments, refunds] = await Promise.all([
    findItemsOfOrders(db, ids, language),
    paymentsByOrder(db, ids),
    findRefundsOfOrders(db, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      {
        items: items.filter((item) => item.orderId === row.id),
        payments: payments.get(row.id) ?? [],
        refund: refunds.find((refund) => refund.orderId === row.id),
      },
      razorpayKeyId,
    ),
  );
}

/** One order; `userId` makes another shopper's order answer 404 (design.md). */
export async function getOrder(
  db: Executor,
  id: string,
  userId: string | undefined,
  razorpayKeyId: string | null,
  language: Language = 'en',
): Promise<Order> {
  const row = await findOrder(db, id, userId);
  if (!row) throw orderNotFound();
  const [order] = await ordersFromRows(db, [row], razorpayKeyId, language);
  if (!order) throw orderNotFound();
  return order;
}

type MyOrdersInput = z.output<typeof MyOrdersQuerySchema>;

function sortKey(query: MyOrdersInput): OrderSort {
  if (query.sort) return query.sort;
  if (query.sortBy !== 'createdAt' && query.sortBy !== 'totalAmount') return query.sortBy;
  if (query.sortBy === 'totalAmount')
    return query.sortOrder === 'asc' ? 'amount-low' : 'amount-high';
  return query.sortOrder === 'asc' ? 'oldest' : 'newest';
}

/** GET /orders/my-orders: filtered, searched, sorted and paged in SQL. */
export async function listMyOrders(
  db: Executor,
  userId: string,
  query: MyOrdersInput,
  razorpayKeyId: string | null,
  language: Language = 'en',
): Promise<OrderList> {
  const { rows, total } = await listOrders(
    db,
    {
      userId,
      status: query.status && query.status !== 'all' ? query.status : undefined,
      search: query.search,
    },
    sortKey(query),
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    orders: await ordersFromRows(db, rows, razorpayKeyId, language),
    pagination: {
      total,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      limit: query.limit,
    },
  };
}

export async function trackOrder(db: Executor, id: string, userId?: string): Promise<Tracking> {
  const row = await findOrder(db, id, userId);
  if (!row) throw orderNotFound();
  const [[order], events] = await Promise.all([
    ordersFromRows(db, [row], null),
    findEventsOfOrder(db, id),
  ]);
  if (!order) throw orderNotFound();
  return {
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    orderStatus: row.orderStatus,
    estimatedDelivery: order.estimatedDelivery,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippingAddress: order.shippingAddress,
    events: events.map(toTrackingEvent),
  };
}
