import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from '@shop/contracts';
import { createdAt, idColumn, updatedAt } from './columns';
import { variants } from './catalogue';
import { orderItems, orders, type ShippingAddress } from './orders';
import { users } from './users';

export const returnStatus = pgEnum('return_status', RETURN_STATUSES);
export const returnReason = pgEnum('return_reason', RETURN_REASONS);
export const returnKind = pgEnum('return_kind', RETURN_KINDS);

/**
 * A shopper's request to return or exchange units of a delivered order (issue 15, decision
 * 020). Amounts in paise, fixed when the request is made. A cash-on-delivery refund's payout
 * details are kept in full only until the payout is made (then only the masked `refundTo`).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: returnStatus().notNull().default('requested'),
    reason: returnReason().notNull(),
    comments: text().notNull().default(''),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pickupAddress: jsonb().$type<ShippingAddress>().notNull(),
    /** The returned units' price less their coupon share. */
    goodsRefundPaise: integer().notNull().default(0),
    /** The platform and delivery fees, when decision 020 gives them back. */
    feesRefundPaise: integer().notNull().default(0),
    /** 'original' (back to the card, UPI or bank paid with), 'UPI' or 'BANK' (COD payout). */
    refundMethod: text(),
    /** What the shopper and the owner see of the payout destination (masked). */
    refundTo: text(),
    /** The full payout destination, erased once the payout is made. */
    payoutUpiId: text(),
    payoutAccountNumber: text(),
    payoutIfsc: text(),
    payoutHolderName: text(),
    refundReference: text(),
    refundedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decisionReason: text(),
    exchangeCarrier: text(),
    exchangeTrackingNumber: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.orderId),
    index('return_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    check(
      'return_requests_refund_non_negative',
      sql`${t.goodsRefundPaise} >= 0 AND ${t.feesRefundPaise} >= 0`,
    ),
  ],
);

/** The units of one order line in a request, returned or exchanged for another size. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: idColumn(),
    returnId: text()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: text()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    kind: returnKind().notNull(),
    /** The exchange's size: its units are reserved (taken from stock) when the request is made. */
    exchangeVariantId: text().references(() => variants.id, { onDelete: 'set null' }),
    exchangeSize: text(),
    refundPaise: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.returnId),
    index().on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_lines_exchange_has_size',
      sql`(${t.kind} = 'exchange') = (${t.exchangeSize} IS NOT NULL)`,
    ),
  ],
);

/** Every step of a request: the timeline the shopper sees. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: idColumn(),
    returnId: text()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: returnStatus().notNull(),
    description: text().notNull(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.returnId, t.createdAt)],
);
