import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Language, OrderStatus } from '@shop/contracts';
import { orderEvents, orderItems, orders, products, refunds, users } from '../../db/schema';
import type { Executor } from '../../db/types';
import { containsPattern } from '../../db/like-pattern';
import { translatedText } from '../../db/translated-text';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = typeof orderEvents.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertOrder(tx: Executor, row: NewOrderRow): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(row).returning();
  if (!created) throw new Error('order not created');
  return created;
}

export async function insertOrderItems(tx: Executor, rows: NewOrderItemRow[]) {
  if (rows.length > 0) await tx.insert(orderItems).values(rows);
}

export async function insertOrderEvent(tx: Executor, row: NewOrderEventRow) {
  await tx.insert(orderEvents).values(row);
}

/** `userId` limits it to the owner's orders (another shopper's order reads as missing). */
const byIdFor = (id: string, userId?: string) =>
  and(eq(orders.id, id), userId ? eq(orders.userId, userId) : undefined);

export async function findOrder(db: Executor, id: string, userId?: string) {
  const [row] = await db.select().from(orders).where(byIdFor(id, userId));
  return row;
}

/** The order row locked for this transaction: status changes of one order run one at a time. */
export async function lockOrder(tx: Executor, id: string, userId?: string) {
  const [row] = await tx.select().from(orders).where(byIdFor(id, userId)).for('update');
  return row;
}

/** Changes the order only while it is still in one of `from` (a parallel change wins once). */
export async function updateOrderWhile(
  tx: Executor,
  id: string,
  from: readonly OrderStatus[],
  changes: Partial<NewOrderRow>,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), inArray(orders.orderStatus, [...from])))
    .returning();
  return row;
}

/**
 * The orders' lines. `name` is the name as sold (order_items.name, which never changes), except
 * for a reader in another language (issue 19): there it is the product's current name in that
 * language where the product still exists and has one. Invoices and credit notes read the lines
 * themselves and keep the name as sold.
 */
export function findItemsOfOrders(
  db: Executor,
  orderIds: string[],
  language: Language = 'en',
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  if (language === 'en') {
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  }
  return (
    db
      .select({
        ...getTableColumns(orderItems),
        name: translatedText(language, products.translations, 'name', orderItems.name),
      })
      .from(orderItems)
      // A deleted product left product_id null: no row, so the name as sold.
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id))
  );
}

export function findRefundsOfOrders(db: Executor, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
}

export function findEventsOfOrder(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return (
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      // Two events in the same instant (placed and paid at once) follow the lifecycle: the
      // order_status enum sorts pending < confirmed < ... < cancelled.
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.status), asc(orderEvents.id))
  );
}

/** One refund per order (refunds_order_uq): a second attempt inserts nothing. */
export async function insertRefund(tx: Executor, row: typeof refunds.$inferInsert) {
  const rows = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** The gateway made the refund: it is no longer only owed. */
export async function markRefundIssued(tx: Executor, id: string, providerRefundId: string) {
  await tx.update(refunds).set({ status: 'issued', providerRefundId }).where(eq(refunds.id, id));
}

export interface OrderFilter {
  userId?: string;
  status?: OrderStatus;
  paymentStatus?: OrderRow['paymentStatus'];
  paymentMethod?: OrderRow['paymentMethod'];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  search?: string;
  /** Also match the customer's phone and name (back office). */
  searchCustomer?: boolean;
}
export type OrderSortKey = 'newest' | 'oldest' | 'amount-high' | 'amount-low';

/**
 * The order number as typed: pages show it as "#D07A0AD5", so a search copied from one keeps
 * the '#' (and perhaps spaces around it), which no id contains.
 */
const orderNumberText = (search: string) => search.trim().replace(/^#\s*/, '');

function filterSql(filter: OrderFilter): SQL | undefined {
  let search: SQL | undefined;
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    const idPattern = containsPattern(orderNumberText(filter.search).toLowerCase());
    // Order number = the id's last 8 characters; item names use order_items_name_trgm_idx.
    search = sql`(lower(${orders.id}) LIKE ${idPattern}
      OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = ${orders.id}
                  AND lower(i.name) LIKE ${pattern})
      ${
        // Issue 19: a name typed in Devanagari is looked for in the products' Hindi names too
        // (the lines keep the name as sold, in English).
        /[\u0900-\u097F]/.test(filter.search)
          ? sql`OR EXISTS (SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
                  WHERE i.order_id = ${orders.id}
                    AND lower(p.translations->'hi'->>'name') LIKE ${pattern})`
          : sql``
      }
      ${
        filter.searchCustomer
          ? sql`OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${orders.userId}
                  AND (u.phone LIKE ${pattern} OR lower(coalesce(u.name, '')) LIKE ${pattern}))`
          : sql``
      })`;
  }
  return and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.status ? eq(orders.orderStatus, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.from ? sql`${orders.createdAt} >= ${filter.from.toISOString()}` : undefined,
    filter.to ? sql`${orders.createdAt} < ${filter.to.toISOString()}` : undefined,
    search,
  );
}

const ORDERING: Record<OrderSortKey, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'amount-high': [desc(orders.totalAmount), desc(orders.createdAt), desc(orders.id)],
  'amount-low': [asc(orders.totalAmount), desc(orders.createdAt), desc(orders.id)],
};

/** One page of orders and the number matching, filtered and sorted in SQL. */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  sort: OrderSortKey,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterSql(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...ORDERING[sort])
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** Online orders still unpaid after their window (partial index orders_payment_due_idx). */
export async function findOverdueUnpaidOrders(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`${orders.paymentStatus} <> 'completed' AND ${orders.orderStatus} = 'pending'`,
        sql`${orders.paymentMethod} <> 'COD'`,
        sql`${orders.paymentDueAt} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Who placed these orders (the back office shows the customer beside each order). */
export async function findOrderCustomers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** How many of a shopper's cash-on-delivery orders were refused at the door (issue 16). */
export async function countRefusedDeliveries(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.refusedAtDelivery, true)));
  return row?.count ?? 0;
}

/** A paid order's payment, refunded in full by its returns (order-tracking's markOrderRefunded). */
export async function setPaymentRefunded(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'completed')));
}
