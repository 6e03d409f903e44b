import { and, asc, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import {
  type Language,
  RETURN_CLOSED_STATUSES,
  type ReturnKind,
  type ReturnStatus,
} from '@shop/contracts';
import {
  categories,
  invoices,
  orderItems,
  orders,
  products,
  returnEvents,
  returnLines,
  returnRequests,
  users,
  variants,
} from '../../db/schema';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturnRow = typeof returnRequests.$inferInsert;
export type ReturnEventRow = typeof returnEvents.$inferSelect;

/**
 * The order row locked for this transaction (read only: the orders module owns it). Every
 * request for the order's units takes this lock first, so two parallel requests count the
 * units already asked for one after the other. Another shopper's order reads as missing.
 */
export async function lockOrderForReturn(tx: Executor, orderId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  return row;
}
export type ReturnOrderRow = NonNullable<Awaited<ReturnType<typeof lockOrderForReturn>>>;

/** The order read without a lock; `userId` limits it to the shopper's own. */
export async function findOrderForReturn(db: Executor, orderId: string, userId?: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)),
    );
  return row;
}

/**
 * The order's lines, with whether the product or one of its categories is non-returnable. The
 * name is the product's in `language` where it has one (issue 19), else the name as sold.
 */
export function findReturnableItems(db: Executor, orderId: string, language: Language = 'en') {
  const category = sql`(SELECT bool_or(${categories.nonReturnable}) FROM ${categories}
    WHERE ${categories.id} IN (${products.categoryId}, ${products.subCategoryId}))`;
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: translatedText(language, products.translations, 'name', orderItems.name),
      image: orderItems.image,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      price: orderItems.price,
      nonReturnable: sql<boolean>`coalesce(${products.nonReturnable}, false) OR coalesce(${category}, false)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Units of each order line in requests still open, by kind. */
export async function findAskedUnits(db: Executor, orderId: string) {
  const rows = await db
    .select({
      orderItemId: returnLines.orderItemId,
      kind: returnLines.kind,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        notInArray(returnRequests.status, [...RETURN_CLOSED_STATUSES]),
      ),
    )
    .groupBy(returnLines.orderItemId, returnLines.kind);
  const asked = new Map<string, Record<ReturnKind, number>>();
  for (const row of rows) {
    const entry = asked.get(row.orderItemId) ?? { return: 0, exchange: 0 };
    entry[row.kind] += row.units;
    asked.set(row.orderItemId, entry);
  }
  return asked;
}

/** Whether every unit of the order has come back on a refunded return (none is kept). */
export async function everyUnitRefunded(db: Executor, orderId: string): Promise<boolean> {
  const refunded = db
    .select({
      orderItemId: returnLines.orderItemId,
      units: sql<number>`sum(${returnLines.quantity})`.as('units'),
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        eq(returnRequests.status, 'refunded'),
        eq(returnLines.kind, 'return'),
      ),
    )
    .groupBy(returnLines.orderItemId)
    .as('refunded');
  const [row] = await db
    .select({
      kept: sql<number>`count(*) FILTER (WHERE coalesce(${refunded.units}, 0) < ${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .leftJoin(refunded, eq(refunded.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId));
  return row?.kept === 0;
}

/** Whether an open request of the order already gives the fees back (they go back once). */
export async function feesAlreadyRefunded(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        gt(returnRequests.feesRefundPaise, 0),
        notInArray(returnRequests.status, [...RETURN_CLOSED_STATUSES]),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Active variants in stock of these products (the sizes an exchange may take). */
export function findSizesInStock(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: variants.id,
      productId: variants.productId,
      color: variants.color,
      size: variants.size,
      price: variants.price,
      stock: variants.stock,
    })
    .from(variants)
    .where(
      and(
        inArray(variants.productId, productIds),
        eq(variants.isActive, true),
        gt(variants.stock, 0),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
}

export async function findVariant(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      color: variants.color,
      size: variants.size,
      price: variants.price,
      isActive: variants.isActive,
    })
    .from(variants)
    .where(eq(variants.id, id));
  return row;
}

export async function insertReturn(
  tx: Executor,
  row: NewReturnRow,
  lines: (typeof returnLines.$inferInsert)[],
) {
  await tx.insert(returnRequests).values(row);
  await tx.insert(returnLines).values(lines);
}

export async function insertReturnEvent(tx: Executor, row: typeof returnEvents.$inferInsert) {
  await tx.insert(returnEvents).values(row);
}

/** The request locked for a step; `userId` limits it to the shopper's own. */
export async function lockReturn(tx: Executor, id: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), userId ? eq(returnRequests.userId, userId) : undefined))
    .for('update');
  return row;
}

/** Changes the request only while still in one of `from` (a parallel step wins once). */
export async function updateReturnWhile(
  tx: Executor,
  id: string,
  from: readonly ReturnStatus[],
  changes: Partial<NewReturnRow>,
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returnRequests)
    .set(changes)
    .where(and(eq(returnRequests.id, id), inArray(returnRequests.status, [...from])))
    .returning();
  return row;
}

/**
 * The requests' lines with their order lines; `name` in `language` as findReturnableItems gives
 * it (a credit note reads only quantities and values). An English read is the name as sold, so it
 * joins no product.
 */
export function findLinesOf(db: Executor, returnIds: string[], language: Language = 'en') {
  if (returnIds.length === 0) return Promise.resolve([]);
  const lines = db
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      kind: returnLines.kind,
      exchangeVariantId: returnLines.exchangeVariantId,
      exchangeSize: returnLines.exchangeSize,
      refundPaise: returnLines.refundPaise,
      name: translatedText(language, products.translations, 'name', orderItems.name),
      image: orderItems.image,
      size: orderItems.size,
      color: orderItems.color,
      variantId: orderItems.variantId,
      productId: orderItems.productId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .$dynamic();
  // A deleted product left product_id null: no row, so the name as sold.
  const named =
    language === 'en' ? lines : lines.leftJoin(products, eq(products.id, orderItems.productId));
  return named
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.returnId), asc(returnLines.id));
}
export type ReturnLineView = Awaited<ReturnType<typeof findLinesOf>>[number];

export function findEventsOf(db: Executor, returnIds: string[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, returnIds))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

export function findReturnsOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

export async function findReturnsPage(
  db: Executor,
  filter: { status?: ReturnStatus; kind?: ReturnKind; orderId?: string },
  page: { limit: number; offset: number },
) {
  const kindMatch = filter.kind
    ? sql`EXISTS (SELECT 1 FROM ${returnLines} WHERE ${returnLines.returnId} = ${returnRequests.id} AND ${returnLines.kind} = ${filter.kind})`
    : undefined;
  const where = and(
    filter.status ? eq(returnRequests.status, filter.status) : undefined,
    filter.orderId ? eq(returnRequests.orderId, filter.orderId) : undefined,
    kindMatch,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: returnRequests, customerName: users.name })
      .from(returnRequests)
      .leftJoin(users, eq(users.id, returnRequests.userId))
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReturn(db: Executor, id: string) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}

/** The credit note numbers of these returns (issue 15; a read of the invoices' table). */
export async function findCreditNoteNumbers(db: Executor, returnIds: string[]) {
  if (returnIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ returnId: invoices.returnId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.returnId, returnIds));
  return new Map(rows.flatMap((row) => (row.returnId ? [[row.returnId, row.number]] : [])));
}

/** The order's returns that have a credit note, in the order the notes were issued. */
export function findCreditedReturns(db: Executor, orderId: string) {
  return db
    .select({ id: returnRequests.id, feesRefundPaise: returnRequests.feesRefundPaise })
    .from(returnRequests)
    .innerJoin(invoices, eq(invoices.returnId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial));
}

/** Today's price of each of these variants (the sizes an order's lines were bought in). */
export async function findVariantPrices(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, price: variants.price })
    .from(variants)
    .where(inArray(variants.id, ids));
  return new Map(rows.map((row) => [row.id, row.price]));
}
