import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { products, variants } from './catalogue';
import { coupons } from './shopping';
import { users } from './users';

export const orderStatus = pgEnum('order_status', [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'completed',
  'failed',
  'refunded',
  'cancelled',
]);
export const paymentMethod = pgEnum('payment_method', ['CARD', 'UPI', 'ONLINE', 'COD']);

export type ShippingAddress = {
  name: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  pincode: string;
  landmark?: string | null;
  /** spec §3 Checkout form's email (jsonb: older orders simply have none). */
  email?: string | null;
};

/** Amounts in whole rupees, computed on the server at placement. */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderStatus: orderStatus().notNull().default('pending'),
    paymentStatus: paymentStatus().notNull().default('pending'),
    paymentMethod: paymentMethod().notNull(),
    subtotal: integer().notNull(),
    couponDiscount: integer().notNull().default(0),
    platformFee: integer().notNull(),
    deliveryFee: integer().notNull().default(0),
    totalAmount: integer().notNull(),
    couponId: text().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    estimatedDelivery: timestamp({ withTimezone: true, mode: 'date' }),
    /** Online payments hold stock until this time; unpaid orders are released after it. */
    paymentDueAt: timestamp({ withTimezone: true, mode: 'date' }),
    carrier: text(),
    trackingNumber: text(),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** A cash-on-delivery order the shopper refused at the door (issue 16: blocks COD after N). */
    refusedAtDelivery: boolean().notNull().default(false),
    /**
     * Cancelled once shipped: the parcel is on its way back to the shop, and its stock returns
     * to sale when it arrives (decision 048), not at the cancellation.
     */
    awaitingReturn: boolean().notNull().default(false),
    /** When the shop received that parcel back and its stock returned to sale. */
    returnedToShopAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The cash-on-delivery fee the owner set, in rupees, part of totalAmount (issue 16). */
    codFee: integer().notNull().default(0),
    /** GST place of supply (the delivery state's code) and the store's at placement (issue 14). */
    placeOfSupply: text(),
    supplierStateCode: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_user_refused_idx')
      .on(t.userId)
      .where(sql`${t.refusedAtDelivery}`),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt.desc()),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} <> 'completed' AND ${t.orderStatus} = 'pending'`),
  ],
);

/** What was bought, captured at purchase so later catalogue edits do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    variantId: text().references(() => variants.id, { onDelete: 'set null' }),
    name: text().notNull(),
    image: text(),
    brand: text(),
    size: text().notNull(),
    color: text(),
    colorCode: text(),
    quantity: integer().notNull(),
    price: integer().notNull(),
    originalPrice: integer().notNull(),
    /**
     * GST captured at placement, in paise (issue 14): the line's share of the total (after its
     * share of the coupon, plus its share of the fees) = taxable + CGST + SGST + IGST. Null on
     * orders placed before GST was recorded.
     */
    hsnCode: text(),
    gstRate: integer(),
    taxablePaise: integer(),
    cgstPaise: integer(),
    sgstPaise: integer(),
    igstPaise: integer(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index().on(t.orderId),
    index('order_items_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** The tracking history the shopper sees: one row per status change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus().notNull(),
    location: text(),
    description: text().notNull(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/** Payment attempts. Card details never reach this table beyond brand and last 4 digits. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    method: paymentMethod().notNull(),
    status: paymentStatus().notNull().default('pending'),
    amountPaise: integer().notNull(),
    providerOrderId: text(),
    providerPaymentId: text(),
    cardBrand: text(),
    cardLast4: text(),
    upiHandle: text(),
    bankCode: text(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.orderId), index().on(t.providerOrderId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text().references(() => payments.id, { onDelete: 'set null' }),
    /** Refunds can be fractional (90% once shipped), so they are kept in paise. */
    amountPaise: integer().notNull(),
    status: text().notNull().default('pending'),
    timeline: text().notNull(),
    reason: text(),
    /** The gateway's id of the refund it made ('issued'); null until then, or for nothing paid. */
    providerRefundId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One refund per order: parallel cancellations cannot refund twice.
  (t) => [uniqueIndex('refunds_order_uq').on(t.orderId)],
);

/** Provider webhooks already handled (de-duplication by event id). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** `Idempotency-Key` of POST /orders/create: a retry returns the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
