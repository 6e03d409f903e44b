import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredCouponTranslations } from '@shop/contracts';
import { createdAt, idColumn, updatedAt } from './columns';
import { products, variants } from './catalogue';
import { users } from './users';

export const couponType = pgEnum('coupon_type', ['percentage', 'flat']);

/**
 * Coupons. usedCount is bumped with a conditional update at order time
 * (`WHERE usage_limit IS NULL OR used_count < usage_limit`) so limits hold under races.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text().notNull().unique(),
    description: text().notNull().default(''),
    /** The description in Hindi (issue 19), `{ hi: { description } }`; none by default. */
    translations: jsonb().$type<StoredCouponTranslations>().notNull().default({}),
    type: couponType().notNull(),
    /** Percent (1-100) for percentage coupons, rupees for flat ones. */
    value: integer().notNull(),
    /** Cap in rupees for percentage coupons. */
    maxDiscount: integer(),
    minOrderValue: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }),
    endsAt: timestamp({ withTimezone: true, mode: 'date' }),
    usageLimit: integer(),
    perUserLimit: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percentage_max_100', sql`${t.type} <> 'percentage' OR ${t.value} <= 100`),
    check(
      'coupons_used_within_limit',
      sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`,
    ),
  ],
);

export const carts = pgTable('carts', {
  id: idColumn(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: text().references(() => coupons.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    quantity: integer().notNull(),
    isSelected: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.variantId, t.size),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text().references(() => variants.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: text()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that used it; set null if an order is ever purged. */
    orderId: text(),
    discount: integer().notNull(),
    /** A cancelled order gives the use back; the row stays for the record. */
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.couponId, t.userId), index().on(t.orderId)],
);
